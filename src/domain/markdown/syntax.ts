// Regular expressions for Zulip's mention and channel-link syntax, shared by
// the candidate scan and the inline rules. Sticky (/y) variants are matched at
// a known position by the inline rules; global ones scan whole messages.

/** Zulip's BEFORE_MENTION_ALLOWED_REGEX: start, whitespace or one of '"({[/< */
export function mentionMayStartAfter(prev: string | undefined): boolean {
  return prev === undefined || /[\s'"({[/<]/.test(prev);
}

const USER = String.raw`@(_?)\*\*([^*]+)\*\*`;
const GROUP = String.raw`@(_?)\*([^*]+)\*`;
const STREAM_TOPIC_MESSAGE = String.raw`#\*\*([^*>]+)>([^*]*)@(\d+)\*\*`;
const STREAM_TOPIC = String.raw`#\*\*([^*>]+)>([^*]*)\*\*`;
const STREAM = String.raw`#\*\*([^*]+)\*\*`;
const BEFORE = String.raw`(?<![^\s'"({[/<])`;

export const USER_MENTION_AT = new RegExp(USER, 'y');
export const GROUP_MENTION_AT = new RegExp(GROUP, 'y');
export const STREAM_TOPIC_MESSAGE_AT = new RegExp(STREAM_TOPIC_MESSAGE, 'y');
export const STREAM_TOPIC_AT = new RegExp(STREAM_TOPIC, 'y');
export const STREAM_AT = new RegExp(STREAM, 'y');

export const USER_MENTION_ALL = new RegExp(BEFORE + USER, 'g');
export const GROUP_MENTION_ALL = new RegExp(BEFORE + GROUP, 'g');
export const STREAM_TOPIC_ALL = new RegExp(BEFORE + STREAM_TOPIC, 'g');
export const STREAM_ALL = new RegExp(BEFORE + STREAM, 'g');

/** `Name|123` or `|123`: Zulip's id syntax inside `@**…**`. */
export const ID_SYNTAX = /^(.+)?\|(\d+)$/s;

export const STREAM_WILDCARDS: ReadonlySet<string> = new Set(['all', 'everyone', 'stream', 'channel']);
export const TOPIC_WILDCARDS: ReadonlySet<string> = new Set(['topic']);

/** Zulip's EMOJI_REGEX. */
export const EMOJI_SYNTAX = /:[\p{L}\p{N}_\-+]+:/u;

/** Runs a sticky regex at `pos`; returns the match or null. */
export function matchAt(re: RegExp, src: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(src);
}
