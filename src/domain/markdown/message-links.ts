import { EMPTY_TOPIC_DISPLAY_NAME } from '../message-limits.ts';

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
export function channelTopicLink(streamId: number, streamName: string, topic: string): string {
  if (BROKEN_LINK.test(topic) || BROKEN_LINK.test(streamName)) {
    const link = `#narrow/channel/${encodeChannel(streamId, streamName)}/topic/${encodeHashComponent(topic)}`;
    const shownTopic = topic === '' ? EMPTY_TOPIC_DISPLAY_NAME : topic;
    return `[#${escapeLinkText(streamName)} > ${escapeLinkText(shownTopic)}](${link})`;
  }
  return `#**${streamName}>${topic}**`;
}

/** Zulip's silent_mention_syntax_for_user. */
export const silentMention = (u: { id: number; fullName: string }): string => `@_**${u.fullName}|${u.id}**`;
