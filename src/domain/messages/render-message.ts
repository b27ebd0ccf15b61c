import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Db, ServerInfo } from '../context.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { extractMentionCandidates } from './markdown/candidates.ts';
import type { LinkableStream, MentionableUser, RenderContext, RenderResult } from './markdown/types.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from './limits.ts';
import { listLinkifiers, type Linkifier } from '../linkifiers/linkifiers.ts';
import { activeRealmEmojiForRendering } from '../realm-emoji/realm-emoji.ts';
import { uploadPreviews } from '../uploads/thumbnails/images.ts';

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

export interface RenderInput {
  realm: { id: number; stringId: string; settings: unknown };
  sender: { settings: unknown };
  content: string;
  /** The realm's linkifiers when the caller has them already; else they are read here. */
  linkifiers?: readonly Linkifier[];
}

/**
 * Renders message Markdown after resolving, in as few queries as possible,
 * the users, groups and channels it may mention (the renderer itself is pure).
 */
export const renderMessage = (db: Db, server: ServerInfo, renderer: MarkdownRenderer, input: RenderInput): Promise<RenderResult> =>
  renderMessageSql(prismaReader(db), server, renderer, input);

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
  settings: RenderSettings = renderSettingsOf(realmSettingsOf(input.realm.settings), userSettingsOf(input.sender.settings)),
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
    c.streamNames.length === 0
      ? []
      : sql.query<LinkableStream & Record<string, unknown>>(
          `SELECT id, name FROM stream WHERE realm_id = $1 AND name = ANY($2::text[]) ORDER BY id`,
          [realmId, c.streamNames],
        ),
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
