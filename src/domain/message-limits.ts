import { badRequest } from './errors.ts';
import { longerThan } from './text.ts';

export const MAX_MESSAGE_LENGTH = 10000;
export const MAX_TOPIC_NAME_LENGTH = 60;
export const MAX_MESSAGES_PER_FETCH = 5000;
export const EMPTY_TOPIC_DISPLAY_NAME = 'general chat';
export const RESOLVED_TOPIC_PREFIX = '✔ ';

/** Zulip's normalize_body: strip trailing whitespace and leading newlines, then truncate. */
export function normalizeContent(body: string): string {
  const stripped = body.replace(/\s+$/u, '').replace(/^\n+/, '');
  if (stripped.length === 0) throw badRequest('Message must not be empty');
  if (stripped.includes('\0')) throw badRequest('Message must not contain null bytes');
  if (longerThan(stripped, MAX_MESSAGE_LENGTH)) {
    return [...stripped].slice(0, MAX_MESSAGE_LENGTH - 20).join('') + '\n[message truncated]';
  }
  return stripped;
}

const isNonCharacter = (cp: number): boolean => (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;

/** Zulip's check_stream_topic: control and surrogate characters and non-characters are refused. */
export function checkTopicCharacters(topic: string): void {
  let position = 0;
  for (const ch of topic) {
    position++;
    const cp = ch.codePointAt(0) ?? 0;
    if (/[\p{Cc}\p{Cs}]/u.test(ch) || isNonCharacter(cp)) {
      throw badRequest(`Invalid character in topic, at position ${position}!`);
    }
  }
}

/**
 * Where Zulip declares a topic parameter with `max_length` (user topics, muted
 * topics) a longer one is refused with pydantic's message, not truncated.
 */
export function checkTopicNameLength(param: string, topic: string): void {
  if (longerThan(topic, MAX_TOPIC_NAME_LENGTH)) {
    throw badRequest(`${param} is too long (limit: ${MAX_TOPIC_NAME_LENGTH} characters)`).about(param);
  }
}

/** Zulip's truncate_topic: 57 characters and "...". */
export function truncateTopic(topic: string): string {
  const chars = [...topic];
  return chars.length > MAX_TOPIC_NAME_LENGTH ? chars.slice(0, MAX_TOPIC_NAME_LENGTH - 3).join('') + '...' : topic;
}

/** "(no topic)" and the empty-topic display name mean the empty topic (FL 370). */
export function normalizeTopicInput(topic: string): string {
  const t = topic.trim();
  return t === '(no topic)' || t === EMPTY_TOPIC_DISPLAY_NAME ? '' : t;
}

/** What a client without empty-topic support sees for a topic. */
export const topicForClient = (topic: string, allowEmpty: boolean): string =>
  topic === '' && !allowEmpty ? EMPTY_TOPIC_DISPLAY_NAME : topic;
