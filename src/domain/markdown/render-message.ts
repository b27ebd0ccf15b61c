import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Db, ServerInfo } from '../context.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { extractMentionCandidates } from './candidates.ts';
import type { LinkableStream, MentionableUser, RenderContext, RenderResult } from './types.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from '../message-limits.ts';
import { listLinkifiers, type Linkifier } from '../linkifiers/linkifiers.ts';
import { activeRealmEmojiForRendering } from '../realm-emoji/realm-emoji.ts';
import { uploadPreviews } from '../uploads/thumbnails/images.ts';
import { isGuest } from '../roles.ts';

/** The Markdown renderer as the domain uses it (built once in the composition root). */
export interface MarkdownRenderer {
  render(content: string, ctx: RenderContext): RenderResult;
}

/** Ids beyond PostgreSQL's int range match no user (and must not fail the int[] cast). */
const isInt32 = (id: number): boolean => id >= -2_147_483_648 && id <= 2_147_483_647;

/** The realm's and the sender's settings rendering depends on. */
export interface RenderSettings {
  translateEmoticons: boolean;
  inlineImagePreview: boolean;
}

/** From settings the caller already resolved (realmSettingsOf / userSettingsOf), so a send derives them once. */
export const renderSettingsOf = (realm: Record<string, unknown>, sender: Record<string, unknown>): RenderSettings => ({
  translateEmoticons: sender.translate_emoticons === true,
  inlineImagePreview: realm.inline_image_preview !== false,
});

/**
 * Whose channel access decides which `#**channel**` links resolve (Zulip's
 * acting_user): a user links only channels whose content they may read, so
 * an unknown and an inaccessible name render alike; `'all'` for text the
 * server writes itself (notices, onboarding).
 */
export type LinkScope = { userId: number; role: number } | 'all';

/** The links a user's own text may make. */
export const linksOf = (user: { id: number; role: number }): LinkScope => ({ userId: user.id, role: user.role });

export interface RenderInput {
  realm: { id: number; stringId: string; settings: unknown };
  sender: { settings: unknown };
  content: string;
  channelLinks: LinkScope;
  /** The realm's linkifiers when the caller has them already; else they are read here. */
  linkifiers?: readonly Linkifier[];
}

/**
 * Renders message Markdown after resolving, in as few queries as possible,
 * the users, groups and channels it may mention (the renderer itself is pure).
 */
export const renderMessage = (
  db: Db,
  server: ServerInfo,
  renderer: MarkdownRenderer,
  input: RenderInput,
): Promise<RenderResult> => renderMessageSql(prismaReader(db), server, renderer, input);

/**
 * `renderMessage` on a raw reader: the send path runs it on the driver. Names
 * compare with lower() on both sides (the renderer matches candidates
 * case-insensitively itself; channel names match exactly).
 */
export async function renderMessageSql(
  sql: SqlReader,
  server: ServerInfo,
  renderer: MarkdownRenderer,
  input: RenderInput,
  settings: RenderSettings = renderSettingsOf(
    realmSettingsOf(input.realm.settings),
    userSettingsOf(input.sender.settings),
  ),
): Promise<RenderResult> {
  const c = extractMentionCandidates(input.content);
  const realmId = input.realm.id;
  const [users, groups, streams, linkifiers, realmEmoji, uploadedImages] = await Promise.all([
    c.userNames.length + c.userIds.length === 0
      ? []
      : sql.query<MentionableUser & Record<string, unknown>>(
          `SELECT id, full_name AS "fullName", email, is_active AS "isActive" FROM user_profile
            WHERE realm_id = $1 AND (id = ANY($2::int[]) OR lower(full_name) IN (SELECT lower(n) FROM unnest($3::text[]) n))
            ORDER BY id`,
          [realmId, c.userIds.filter(isInt32), c.userNames],
        ),
    c.groupNames.length === 0
      ? []
      : sql.query<{ id: number; name: string | null; deactivated: boolean }>(
          `SELECT id, name, deactivated FROM user_group
            WHERE realm_id = $1 AND NOT is_system_group AND lower(name) IN (SELECT lower(n) FROM unnest($2::text[]) n)
            ORDER BY id`,
          [realmId, c.groupNames],
        ),
    c.streamNames.length === 0 ? [] : linkableStreams(sql, realmId, c.streamNames, input.channelLinks),
    input.linkifiers ?? listLinkifiers(sql, realmId),
    c.hasEmojiSyntax ? activeRealmEmojiForRendering(sql, realmId) : {},
    uploadPreviews(sql, realmId, input.content),
  ]);
  const ctx: RenderContext = {
    realmUrl: realmUrl(server, input.realm.stringId),
    users,
    groups: groups.map((g) => ({ id: g.id, name: g.name ?? '', deactivated: g.deactivated })),
    streams,
    linkifiers,
    realmEmoji,
    emptyTopicDisplayName: EMPTY_TOPIC_DISPLAY_NAME,
    uploadedImages,
    ...settings,
  };
  return renderer.render(input.content, ctx);
}

/**
 * The named channels a message may link: with a user, those they have content
 * access to (Zulip's get_content_access_streams: web-public, subscribed, or,
 * for non-guests, public or in the channel's can_subscribe_group or
 * can_add_subscribers_group). Channel names match exactly.
 */
function linkableStreams(
  sql: SqlReader,
  realmId: number,
  names: string[],
  scope: LinkScope,
): Promise<LinkableStream[]> {
  if (scope === 'all') {
    return sql.query<LinkableStream & Record<string, unknown>>(
      `SELECT id, name FROM stream WHERE realm_id = $1 AND name = ANY($2::text[]) ORDER BY id`,
      [realmId, names],
    );
  }
  return sql.query<LinkableStream & Record<string, unknown>>(
    `WITH RECURSIVE g(id) AS (
       SELECT user_group_id FROM user_group_membership WHERE user_id = $3
       UNION
       SELECT ggm.supergroup_id FROM group_group_membership ggm JOIN g ON ggm.subgroup_id = g.id
     )
     SELECT s.id, s.name FROM stream s
      WHERE s.realm_id = $1 AND s.name = ANY($2::text[])
        AND (s.is_web_public
             OR EXISTS (SELECT 1 FROM subscription sub WHERE sub.user_id = $3 AND sub.recipient_id = s.recipient_id AND sub.active)
             OR (NOT $4::boolean AND (NOT s.invite_only
                 OR s.can_subscribe_group_id IN (SELECT id FROM g) OR s.can_add_subscribers_group_id IN (SELECT id FROM g))))
      ORDER BY s.id`,
    [realmId, names, scope.userId, isGuest(scope.role)],
  );
}

declare module '../context.ts' {
  interface Deps {
    renderer: MarkdownRenderer;
  }
}
