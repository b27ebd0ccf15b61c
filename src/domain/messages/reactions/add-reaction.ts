import { prismaReader } from '../../../db/sql.ts';
import { touchMessage } from '../cache/message-cache.ts';
import type { Actor } from '../../auth/actor.ts';
import { inTransaction, type Deps, type Tx } from '../../context.ts';
import { reactionAlreadyExists } from '../../errors.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { userSettingsOf } from '../../settings/user-settings.ts';
import { getVisibilityPolicy, setVisibilityPolicy, VisibilityPolicy } from '../../topics/user-topic.ts';
import { accessMessage, type AccessedMessage } from '../single/access.ts';
import { DEFAULT_HISTORICAL_FLAGS } from '../flags-update/update-flags.ts';
import { checkEmojiRequest, emojiDataByName } from './emoji-data.ts';
import { emitReactionEvent } from './events.ts';

export interface ReactionInput {
  emojiName: string;
  emojiCode?: string;
  reactionType?: string;
}

/** automatically_*_policy value meaning "topics I participate in". */
const ON_PARTICIPATION = 1;

/**
 * Reacting is participating: Zulip follows (or in a muted channel unmutes)
 * the topic for users whose automatic-visibility setting says so, never
 * lowering a followed topic.
 */
async function applyParticipationVisibility(
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  deps: Deps,
  actor: Actor,
  m: AccessedMessage,
): Promise<void> {
  const me = actor.user;
  if (m.channel === null || me.isBot) return;
  const settings = userSettingsOf(me.settings);
  const follow = Number(settings.automatically_follow_topics_policy) === ON_PARTICIPATION;
  const unmute = Number(settings.automatically_unmute_topics_in_muted_streams_policy) === ON_PARTICIPATION;
  if (!follow && !unmute) return;
  const sub = await tx.subscription.findFirst({
    where: { userId: me.id, recipientId: m.channel.recipientId, active: true },
    select: { isMuted: true },
  });
  if (!sub) return;
  const policy = follow ? VisibilityPolicy.FOLLOWED : sub.isMuted && unmute ? VisibilityPolicy.UNMUTED : null;
  if (policy === null) return;
  const current = await getVisibilityPolicy(tx, me.id, m.channel.id, m.subject);
  if (current === policy || current === VisibilityPolicy.FOLLOWED) return;
  await setVisibilityPolicy(tx, emit, {
    realmId: actor.realm.id,
    userId: me.id,
    streamId: m.channel.id,
    recipientId: m.channel.recipientId,
    topic: m.subject,
    policy,
    now: deps.clock.now(),
  });
}

/** POST /messages/{message_id}/reactions (Zulip's check_add_reaction, in its order). */
export async function addReaction(deps: Deps, actor: Actor, messageId: number, input: ReactionInput): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const db = prismaReader(tx);
    const m = await accessMessage(db, actor, messageId, { modifying: true, lock: true });
    let { emojiName } = input;
    let code = input.emojiCode;
    let type = input.reactionType;
    if (code === undefined || type === undefined) {
      const data = await emojiDataByName(db, actor.realm.id, emojiName);
      code ??= data.code;
      type ??= data.type;
    }
    const same = await tx.reaction.findMany({
      where: { messageId: m.id, emojiCode: code, reactionType: type },
      orderBy: { id: 'asc' },
      select: { userId: true, emojiName: true },
    });
    if (same.some((r) => r.userId === actor.user.id)) throw reactionAlreadyExists();
    if (same.length > 0) {
      // A vote for an existing reaction keeps that reaction's name, unchecked
      // (it may be a custom emoji deactivated since), so one image has one name.
      emojiName = same[0].emojiName;
    } else {
      await checkEmojiRequest(db, actor.realm.id, emojiName, code, type);
    }
    if (m.userFlags === null) {
      // A concurrent flag change may have created the row meanwhile; that row wins.
      await tx.$executeRawUnsafe(
        `INSERT INTO user_message (user_id, message_id, flags) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        actor.user.id,
        m.id,
        BigInt(DEFAULT_HISTORICAL_FLAGS),
      );
    }
    await tx.reaction.create({
      data: { messageId: m.id, userId: actor.user.id, emojiName, emojiCode: code, reactionType: type },
    });
    await touchMessage(db, m.id);
    await applyParticipationVisibility(tx, emit, deps, actor, m);
    await emitReactionEvent(db, emit, actor, m, { emojiName, emojiCode: code, reactionType: type }, 'add');
  });
}
