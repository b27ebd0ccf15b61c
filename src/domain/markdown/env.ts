// Per-render state, passed to every markdown-it rule as `env`. Nothing here
// outlives one render call.

import type { Env } from 'markdown-it';

import type { HtmlStash } from './fences.ts';
import type { CompiledLinkifier } from './linkifiers.ts';
import type { LinkableStream, MentionableGroup, MentionableUser, RenderContext } from './types.ts';

export interface RenderEnv extends Env {
  readonly ctx: RenderContext;
  readonly usersById: ReadonlyMap<number, MentionableUser>;
  /** Lower-cased full name → user, as Zulip matches names case-insensitively. */
  readonly usersByName: ReadonlyMap<string, MentionableUser>;
  readonly groupsByName: ReadonlyMap<string, MentionableGroup>;
  readonly streamsByName: ReadonlyMap<string, LinkableStream>;
  readonly linkifiers: readonly CompiledLinkifier[];
  /** Finished HTML of fenced blocks, referenced by placeholder lines. */
  readonly blocks: HtmlStash;
  /** HTML kept out of the sanitizer (KaTeX, highlighted code). */
  readonly trusted: HtmlStash;
  /** True while parsing inline content inside a blockquote. */
  inBlockquote: boolean;
  readonly mentionedUserIds: Set<number>;
  readonly silentMentionedUserIds: Set<number>;
  readonly mentionedGroupIds: Set<number>;
  mentionsStreamWildcard: boolean;
  mentionsTopicWildcard: boolean;
  hasImage: boolean;
  /** Path ids of links into /user_uploads/, set by the preview pass. */
  linkedUploadPaths: string[];
}

function byKey<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    if (!map.has(k)) map.set(k, item);
  }
  return map;
}

export function createEnv(
  ctx: RenderContext,
  linkifiers: readonly CompiledLinkifier[],
  blocks: HtmlStash,
  trusted: HtmlStash,
): RenderEnv {
  // With several users of one name, an active one wins; Zulip's own choice
  // is arbitrary, which is why clients send `@**Name|id**`.
  const users = [...ctx.users].sort((a, b) => Number(b.isActive) - Number(a.isActive));
  return {
    ctx,
    usersById: new Map(ctx.users.map((u) => [u.id, u])),
    usersByName: byKey(users, (u) => u.fullName.toLowerCase()),
    groupsByName: byKey(ctx.groups, (g) => g.name.toLowerCase()),
    streamsByName: byKey(ctx.streams, (s) => s.name),
    linkifiers,
    blocks,
    trusted,
    inBlockquote: false,
    mentionedUserIds: new Set(),
    silentMentionedUserIds: new Set(),
    mentionedGroupIds: new Set(),
    mentionsStreamWildcard: false,
    mentionsTopicWildcard: false,
    hasImage: false,
    linkedUploadPaths: [],
  };
}
