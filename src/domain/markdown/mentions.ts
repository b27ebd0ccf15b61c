// Inline rules for `@**user**`, `@*group*` and `#**channel>topic**` links,
// following Zulip's UserMentionPattern, UserGroupMentionPattern and
// Stream*Pattern. Unknown names are left as plain Markdown.

import type { StateInline } from 'markdown-it';

import type { RenderEnv } from './env.ts';
import { escapeText, startTag } from './escape.ts';
import {
  GROUP_MENTION_AT,
  ID_SYNTAX,
  STREAM_AT,
  STREAM_TOPIC_AT,
  STREAM_TOPIC_MESSAGE_AT,
  STREAM_WILDCARDS,
  TOPIC_WILDCARDS,
  USER_MENTION_AT,
  matchAt,
  mentionMayStartAfter,
} from './syntax.ts';
import { encodeChannel, hashEncode } from './url.ts';
import type { MentionableUser } from './types.ts';

function pushHtml(state: StateInline, html: string): void {
  const token = state.push('zulip_html', '', 0);
  token.content = html;
}

function canStart(state: StateInline): boolean {
  return mentionMayStartAfter(state.pos > 0 ? state.src[state.pos - 1] : undefined);
}

function findUser(env: RenderEnv, text: string): MentionableUser | null | undefined {
  const idMatch = ID_SYNTAX.exec(text);
  if (!idMatch) return env.usersByName.get(text.toLowerCase());
  const user = env.usersById.get(Number(idMatch[2]));
  // `@**Name|id**` must name that very user (Zulip: invalid syntax otherwise).
  if (idMatch[1] !== undefined && user !== undefined && user.fullName !== idMatch[1]) return null;
  return user;
}

export function userMention(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 || !canStart(state)) return false;
  const m = matchAt(USER_MENTION_AT, state.src, state.pos);
  if (!m || m.index + m[0].length > state.posMax) return false;
  const env = state.env as RenderEnv;
  const text = m[2];
  let isSilent = m[1] === '_' || env.inBlockquote;
  const streamWildcard = STREAM_WILDCARDS.has(text);
  const topicWildcard = TOPIC_WILDCARDS.has(text);
  const user = streamWildcard || topicWildcard ? undefined : findUser(env, text);
  if (!streamWildcard && !topicWildcard && !user) return false;

  if (!silent) {
    let name = text;
    let cls: string;
    let userId: string | undefined;
    if (streamWildcard) {
      cls = 'user-mention channel-wildcard-mention';
      userId = '*';
      if (!isSilent) env.mentionsStreamWildcard = true;
    } else if (topicWildcard) {
      cls = 'topic-mention';
      if (!isSilent) env.mentionsTopicWildcard = true;
    } else {
      const u = user as MentionableUser;
      if (!u.isActive) isSilent = true;
      (isSilent ? env.silentMentionedUserIds : env.mentionedUserIds).add(u.id);
      name = u.fullName;
      cls = 'user-mention';
      userId = String(u.id);
    }
    if (isSilent) cls += ' silent';
    const label = isSilent ? name : `@${name}`;
    pushHtml(state, `${startTag('span', { class: cls, 'data-user-id': userId })}${escapeText(label)}</span>`);
  }
  state.pos += m[0].length;
  return true;
}

export function groupMention(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 || !canStart(state)) return false;
  const m = matchAt(GROUP_MENTION_AT, state.src, state.pos);
  if (!m || m.index + m[0].length > state.posMax) return false;
  const env = state.env as RenderEnv;
  const group = env.groupsByName.get(m[2].toLowerCase());
  if (!group) return false;
  if (!silent) {
    const isSilent = m[1] === '_' || env.inBlockquote || group.deactivated === true;
    if (!isSilent) env.mentionedGroupIds.add(group.id);
    const cls = isSilent ? 'user-group-mention silent' : 'user-group-mention';
    const label = isSilent ? group.name : `@${group.name}`;
    pushHtml(
      state,
      `${startTag('span', { class: cls, 'data-user-group-id': String(group.id) })}${escapeText(label)}</span>`,
    );
  }
  state.pos += m[0].length;
  return true;
}

function topicText(env: RenderEnv, topic: string): string {
  // The empty topic is shown by the realm's display name, in italics.
  return topic === '' ? `<em>${escapeText(env.ctx.emptyTopicDisplayName)}</em>` : escapeText(topic);
}

function channelLinkHtml(
  env: RenderEnv,
  src: string,
  pos: number,
  max: number,
): { html: string; length: number } | null {
  const message = matchAt(STREAM_TOPIC_MESSAGE_AT, src, pos);
  if (message && pos + message[0].length <= max) {
    const stream = env.streamsByName.get(message[1]);
    if (stream) {
      const href = `/#narrow/channel/${encodeChannel(stream.id, message[1])}/topic/${hashEncode(message[2])}/near/${message[3]}`;
      const text = `${escapeText(`#${message[1]} > `)}${topicText(env, message[2])} @ 💬`;
      return { html: `${startTag('a', { class: 'message-link', href })}${text}</a>`, length: message[0].length };
    }
  }
  const topic = matchAt(STREAM_TOPIC_AT, src, pos);
  if (topic && pos + topic[0].length <= max) {
    const stream = env.streamsByName.get(topic[1]);
    if (stream) {
      const href = `/#narrow/channel/${encodeChannel(stream.id, topic[1])}/topic/${hashEncode(topic[2])}`;
      const text = `${escapeText(`#${topic[1]} > `)}${topicText(env, topic[2])}`;
      const attrs = { class: 'stream-topic', 'data-stream-id': String(stream.id), href };
      return { html: `${startTag('a', attrs)}${text}</a>`, length: topic[0].length };
    }
  }
  const channel = matchAt(STREAM_AT, src, pos);
  if (channel && pos + channel[0].length <= max) {
    const stream = env.streamsByName.get(channel[1]);
    if (stream) {
      const href = `/#narrow/channel/${encodeChannel(stream.id, channel[1])}`;
      const attrs = { class: 'stream', 'data-stream-id': String(stream.id), href };
      return { html: `${startTag('a', attrs)}${escapeText(`#${channel[1]}`)}</a>`, length: channel[0].length };
    }
  }
  return null;
}

export function channelLink(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x23 || !canStart(state)) return false;
  const found = channelLinkHtml(state.env as RenderEnv, state.src, state.pos, state.posMax);
  if (!found) return false;
  if (!silent) pushHtml(state, found.html);
  state.pos += found.length;
  return true;
}
