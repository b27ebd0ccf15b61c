/** Pages with an address of their own, not narrows (Zulip's `#inbox`, `#recent`, `#drafts`). */
export type Page = 'settings' | 'inbox' | 'recent' | 'drafts' | 'channels';
const PAGES: Record<string, Page> = {
  '#settings': 'settings',
  '#inbox': 'inbox',
  '#recent': 'recent',
  '#recent_topics': 'recent',
  '#drafts': 'drafts',
};
// Zulip's channel browser and channel settings: `#channels/all`, `#channels/subscribed`, `#channels/4/Verona`.
export const pageOf = (hash: string): Page | null => PAGES[hash] ?? (/^#channels(\/|$)/.test(hash) ? 'channels' : null);
