import type { State } from './store.ts';

/**
 * The unread count shown in the tab title: what Zulip counts on its home view — direct messages, and
 * channel messages outside muted channels and muted topics.
 */
export function titleUnreadCount(s: State): number {
  const mutedChannels = new Set(s.subscriptions.filter((x) => x.isMuted).map((x) => x.channel.channelId));
  let n = 0;
  for (const key of s.unread.values()) {
    if (key.startsWith('c:')) {
      if (s.topicPolicy.get(key) === 'MUTED' || mutedChannels.has(Number(key.split(':')[1]))) continue;
    }
    n++;
  }
  return n;
}

/** "(12) #Verona > topic - zircon", as Zulip titles its tab. */
export const tabTitle = (unread: number, label: string | null): string =>
  `${unread ? `(${unread}) ` : ''}${label ? `${label} - ` : ''}zircon`;
