import type { Db, ServerInfo } from '../context.ts';
import { realmUrl } from '../realm/realm-url.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { extractMentionCandidates } from './markdown/candidates.ts';
import type { RenderContext, RenderResult } from './markdown/types.ts';
import { EMPTY_TOPIC_DISPLAY_NAME } from './limits.ts';

/** The Markdown renderer as the domain uses it (built once in the composition root). */
export interface MarkdownRenderer {
  render(content: string, ctx: RenderContext): RenderResult;
}

export interface RenderInput {
  realm: { id: number; stringId: string; settings: unknown };
  sender: { settings: unknown };
  content: string;
}

/**
 * Renders message Markdown after resolving, in as few queries as possible,
 * the users, groups and channels it may mention (the renderer itself is pure).
 */
export async function renderMessage(
  db: Db,
  server: ServerInfo,
  renderer: MarkdownRenderer,
  input: RenderInput,
): Promise<RenderResult> {
  const c = extractMentionCandidates(input.content);
  const realmId = input.realm.id;
  const [users, groups, streams] = await Promise.all([
    c.userNames.length + c.userIds.length === 0
      ? []
      : db.user.findMany({
          where: {
            realmId,
            OR: [
              ...(c.userIds.length ? [{ id: { in: c.userIds } }] : []),
              ...c.userNames.map((n) => ({ fullName: { equals: n, mode: 'insensitive' as const } })),
            ],
          },
          select: { id: true, fullName: true, email: true, isActive: true },
        }),
    c.groupNames.length === 0
      ? []
      : db.userGroup.findMany({
          where: { realmId, isSystemGroup: false, name: { in: c.groupNames, mode: 'insensitive' } },
          select: { id: true, name: true, deactivated: true },
        }),
    c.streamNames.length === 0
      ? []
      : db.stream.findMany({ where: { realmId, name: { in: c.streamNames } }, select: { id: true, name: true } }),
  ]);
  const realmSettings = realmSettingsOf(input.realm.settings);
  const ctx: RenderContext = {
    realmUrl: realmUrl(server, input.realm.stringId),
    users,
    groups: groups.map((g) => ({ id: g.id, name: g.name ?? '', deactivated: g.deactivated })),
    streams,
    linkifiers: [],
    realmEmoji: {},
    emptyTopicDisplayName: EMPTY_TOPIC_DISPLAY_NAME,
    translateEmoticons: userSettingsOf(input.sender.settings).translate_emoticons === true,
    inlineImagePreview: realmSettings.inline_image_preview !== false,
  };
  return renderer.render(input.content, ctx);
}
