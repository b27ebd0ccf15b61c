import { EMPTY_TOPIC_DISPLAY_NAME } from '../message-limits.ts';
import { codePointLength } from '../text.ts';

/** Zulip's encode_hash_component: percent-encoding with "%" → ".", and "(", ")", "." escaped the same way. */
export function encodeHashComponent(s: string): string {
  // Python's urllib.parse.quote(s, safe="*"): unreserved characters and "*" stay.
  const quoted = [...new TextEncoder().encode(s)]
    .map((b) => {
      const c = String.fromCharCode(b);
      return /[A-Za-z0-9_.~*-]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  const replacements: Record<string, string> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };
  return [...quoted].map((c) => replacements[c] ?? c).join('');
}

/** Zulip's encode_channel: `{id}-{name with spaces as dashes, hash-encoded}`. */
export const encodeChannel = (id: number, name: string): string =>
  `${id}-${encodeHashComponent(name.replace(/ /g, '-'))}`;

/** Zulip's stream_message_url: the permalink of a channel message. */
export function channelMessageUrl(
  realmUrl: string,
  m: { id: number; streamId: number; streamName: string; topic: string },
): string {
  return [
    realmUrl,
    '#narrow',
    'channel',
    encodeChannel(m.streamId, m.streamName),
    'topic',
    encodeHashComponent(m.topic),
    'near',
    String(m.id),
  ].join('/');
}

const BROKEN_LINK = /[`>*&[\]]|(\$\$)/;
const ESCAPES: Record<string, string> = {
  '`': '&#96;',
  '>': '&gt;',
  '*': '&#42;',
  '&': '&amp;',
  $$: '&#36;&#36;',
  '[': '&#91;',
  ']': '&#93;',
};
const escapeLinkText = (text: string): string => text.replace(/[`>*&[\]]|\$\$/g, (m) => ESCAPES[m] ?? m);

/**
 * Zulip's get_stream_topic_link_syntax: `#**channel>topic**`, or a plain
 * Markdown link when a name holds characters that would break that syntax.
 */
export const channelTopicLink = (streamId: number, streamName: string, topic: string): string =>
  linkSyntax(streamId, streamName, topic, null);

/** Zulip's get_stream_link_syntax: `#**channel**`, or a plain Markdown link when the name would break that syntax. */
export const channelLink = (streamId: number, streamName: string): string =>
  BROKEN_LINK.test(streamName)
    ? `[#${escapeLinkText(streamName)}](#narrow/channel/${encodeChannel(streamId, streamName)})`
    : `#**${streamName}**`;

/** Zulip's get_message_link_syntax: `#**channel>topic@id**`, or the same fallback link to the message. */
export const channelMessageLink = (m: { id: number; streamId: number; streamName: string; topic: string }): string =>
  linkSyntax(m.streamId, m.streamName, m.topic, m.id);

function linkSyntax(streamId: number, streamName: string, topic: string, messageId: number | null): string {
  if (BROKEN_LINK.test(topic) || BROKEN_LINK.test(streamName)) {
    const link = `#narrow/channel/${encodeChannel(streamId, streamName)}/topic/${encodeHashComponent(topic)}`;
    const shownTopic = topic === '' ? EMPTY_TOPIC_DISPLAY_NAME : topic;
    const text = `#${escapeLinkText(streamName)} > ${escapeLinkText(shownTopic)}`;
    return messageId === null ? `[${text}](${link})` : `[${text} @ 💬](${link}/near/${messageId})`;
  }
  return messageId === null ? `#**${streamName}>${topic}**` : `#**${streamName}>${topic}@${messageId}**`;
}

/** Zulip's pm_message_url: the permalink of a direct message among `userIds` (its participants). */
export function directMessageUrl(realmUrl: string, userIds: readonly number[], messageId: number): string {
  const ids = [...userIds].sort((a, b) => a - b);
  const slug = `${ids.join(',')}${ids.length >= 3 ? '-group' : ''}`;
  return [realmUrl, '#narrow', 'dm', slug, 'near', String(messageId)].join('/');
}

/** Zulip's silent_mention_syntax_for_user. */
export const silentMention = (u: { id: number; fullName: string }): string => `@_**${u.fullName}|${u.id}**`;

/** Zulip's get_unused_fence: a run of backticks longer than any fence opening a line of `text`. */
export function unusedFence(text: string): string {
  let length = 3;
  for (const m of text.matchAll(/^ {0,3}(`{3,})/gm)) length = Math.max(length, m[1].length + 1);
  return '`'.repeat(length);
}

/** Zulip's truncate_content, counting code points as Python does. */
export function truncateContent(content: string, max: number, marker: string): string {
  if (codePointLength(content) <= max) return content;
  return [...content].slice(0, max - codePointLength(marker)).join('') + marker;
}

/** Zulip's datetime_to_global_time: a time every reader sees in their own zone. */
export const globalTime = (d: Date): string => `<time:${d.toISOString().replace(/\.\d{3}Z$/, '+00:00')}>`;
