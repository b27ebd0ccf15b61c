import { prismaReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { usersAlertedBy } from '../../alert-words/matching.ts';
import type { Deps, Tx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { hasGroupPermission } from '../../groups/permission.ts';
import { realmSettingsOf } from '../../realm/settings.ts';
import { FLAG_BIT } from '../flags.ts';
import type { RenderResult } from '../../markdown/types.ts';
import { linksOf, renderMessage } from '../../markdown/render-message.ts';
import { WILDCARD_MENTION_THRESHOLD } from '../send/send-message.ts';
import type { AccessedMessage } from '../single/access.ts';
import { activeSubscriberIds } from '../store.ts';
import { streamWildcardNotAllowed, topicWildcardNotAllowed } from './errors.ts';

/** Zulip's participants_for_topic: everyone who sent or reacted to a message of the topic. */
async function topicParticipants(tx: Tx, realmId: number, recipientId: number, topic: string): Promise<Set<number>> {
  const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
    `WITH t AS (SELECT id, sender_id FROM message
                 WHERE realm_id = $1 AND recipient_id = $2 AND lower(subject) = lower($3) AND is_channel_message)
     SELECT sender_id AS id FROM t
     UNION SELECT r.user_id FROM reaction r JOIN t ON t.id = r.message_id`,
    realmId,
    recipientId,
    topic,
  );
  return new Set(rows.map((r) => r.id));
}

/** Members of the mentioned groups, recursively. */
async function groupMemberIds(tx: Tx, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<Array<{ user_id: number }>>(
    `WITH RECURSIVE g(id) AS (
       SELECT unnest($1::int[])
       UNION
       SELECT ggm.subgroup_id FROM group_group_membership ggm JOIN g ON ggm.supergroup_id = g.id
     )
     SELECT DISTINCT m.user_id FROM user_group_membership m JOIN g ON m.user_group_id = g.id`,
    groupIds,
  );
  return rows.map((r) => r.user_id);
}

export interface RenderedEdit {
  rendered: RenderResult;
  mentionedUserIds: Set<number>;
}

/**
 * The rendering half of check_update_message for a content edit: renders
 * the new content, then refuses wildcard mentions the sender may not make in
 * a large channel or topic, and group mentions the editor may not use.
 */
export async function renderEditedContent(
  deps: Deps,
  tx: Tx,
  actor: Actor,
  m: AccessedMessage,
  content: string,
): Promise<RenderedEdit> {
  const rendered = await renderMessage(tx, deps.server, deps.renderer, {
    realm: actor.realm,
    sender: actor.user,
    content,
    channelLinks: linksOf(actor.user),
  });
  const settings = realmSettingsOf(actor.realm.settings);
  const mayMentionMany = () => hasGroupPermission(tx, actor.user, Number(settings.can_mention_many_users_group), true);
  if (m.isChannelMessage && rendered.mentionsStreamWildcard) {
    const subscribers = (await activeSubscriberIds(tx, m.recipientId)).length;
    if (subscribers > WILDCARD_MENTION_THRESHOLD && !(await mayMentionMany())) throw streamWildcardNotAllowed();
  }
  if (m.isChannelMessage && rendered.mentionsTopicWildcard) {
    const participants = await topicParticipants(tx, actor.realm.id, m.recipientId, m.subject);
    if (participants.size > WILDCARD_MENTION_THRESHOLD && !(await mayMentionMany())) throw topicWildcardNotAllowed();
  }
  if (rendered.mentionedGroupIds.length > 0) {
    const groups = await tx.userGroup.findMany({
      where: { id: { in: rendered.mentionedGroupIds } },
      orderBy: { id: 'asc' },
    });
    for (const g of groups) {
      if (g.canMentionGroupId !== null && !(await hasGroupPermission(tx, actor.user, g.canMentionGroupId, true))) {
        throw badRequest(`You are not allowed to mention user group '${g.name}'.`);
      }
    }
  }
  const mentionedUserIds = new Set([
    ...rendered.mentionedUserIds,
    ...(await groupMemberIds(tx, rendered.mentionedGroupIds)),
  ]);
  return { rendered, mentionedUserIds };
}

const MENTION_MASK =
  FLAG_BIT.mentioned | FLAG_BIT.stream_wildcard_mentioned | FLAG_BIT.topic_wildcard_mentioned | FLAG_BIT.has_alert_word;

/**
 * Zulip's update_message_content: stores the new content and recomputes
 * every recipient's mention flags in one statement. Topic wildcards notify
 * the topic's participants (and the sender); in direct messages, everyone.
 * Alert words are matched again against the new content.
 */
export async function applyContentEdit(
  tx: Tx,
  m: AccessedMessage,
  edit: RenderedEdit,
  p: { content: string; realmId: number; topic: string },
): Promise<void> {
  const r = edit.rendered;
  await tx.$executeRawUnsafe(
    `UPDATE message SET content = $2, rendered_content = $3, rendered_content_version = 1, has_attachment = $4,
            has_image = $5, has_link = $6, is_me_message = $7
      WHERE id = $1`,
    m.id,
    p.content,
    r.html,
    r.hasAttachment,
    r.hasImage,
    r.hasLink,
    r.isMeMessage,
  );
  let topicWildcardAll = false;
  let participants: number[] = [];
  if (r.mentionsTopicWildcard) {
    if (m.isChannelMessage)
      participants = [...(await topicParticipants(tx, p.realmId, m.recipientId, p.topic)), m.senderId];
    else topicWildcardAll = true;
  }
  const sql = prismaReader(tx);
  const holders = await sql.query<{ user_id: number }>('SELECT user_id FROM user_message WHERE message_id = $1', [
    m.id,
  ]);
  const alerted = await usersAlertedBy(
    sql,
    p.content,
    m.senderId,
    holders.map((h) => Number(h.user_id)),
  );
  await tx.$executeRawUnsafe(
    `UPDATE user_message SET flags = (flags & ~${MENTION_MASK}::bigint)
        | CASE WHEN user_id = ANY($2::int[]) THEN ${FLAG_BIT.mentioned} ELSE 0 END
        | CASE WHEN $3::boolean THEN ${FLAG_BIT.stream_wildcard_mentioned} ELSE 0 END
        | CASE WHEN $4::boolean OR user_id = ANY($5::int[]) THEN ${FLAG_BIT.topic_wildcard_mentioned} ELSE 0 END
        | CASE WHEN user_id = ANY($6::int[]) THEN ${FLAG_BIT.has_alert_word} ELSE 0 END
      WHERE message_id = $1`,
    m.id,
    [...edit.mentionedUserIds],
    r.mentionsStreamWildcard,
    topicWildcardAll,
    participants,
    [...alerted],
  );
}
