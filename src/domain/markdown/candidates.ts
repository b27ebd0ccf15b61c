// A cheap scan of what a message may reference, so the caller can resolve
// users, groups and channels in one query before rendering. Like Zulip's
// MentionData it over-approximates: mentions inside code are included too.

import {
  EMOJI_SYNTAX,
  GROUP_MENTION_ALL,
  ID_SYNTAX,
  STREAM_ALL,
  STREAM_TOPIC_ALL,
  STREAM_WILDCARDS,
  TOPIC_WILDCARDS,
  USER_MENTION_ALL,
} from './syntax.ts';
import type { MentionCandidates } from './types.ts';

export function extractMentionCandidates(content: string): MentionCandidates {
  const userNames = new Set<string>();
  const userIds = new Set<number>();
  const groupNames = new Set<string>();
  const streamNames = new Set<string>();
  let hasWildcards = false;

  if (content.includes('@')) {
    for (const m of content.matchAll(USER_MENTION_ALL)) {
      const text = m[2];
      if (STREAM_WILDCARDS.has(text) || TOPIC_WILDCARDS.has(text)) {
        hasWildcards = true;
        continue;
      }
      const idMatch = ID_SYNTAX.exec(text);
      if (idMatch) userIds.add(Number(idMatch[2]));
      else userNames.add(text);
    }
    for (const m of content.matchAll(GROUP_MENTION_ALL)) groupNames.add(m[2]);
  }

  if (content.includes('#**')) {
    for (const m of content.matchAll(STREAM_ALL)) streamNames.add(m[1]);
    // `#**a>b**` also matches the plain channel pattern as channel "a>b";
    // Zulip fetches both spellings, and so do we. The topic pattern covers
    // message links (`#**a>b@12**`) too.
    for (const m of content.matchAll(STREAM_TOPIC_ALL)) streamNames.add(m[1]);
  }

  return {
    userNames: [...userNames],
    userIds: [...userIds],
    groupNames: [...groupNames],
    streamNames: [...streamNames],
    hasEmojiSyntax: EMOJI_SYNTAX.test(content),
    hasWildcards,
  };
}
