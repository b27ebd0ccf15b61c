/** The event types (src/domain/event-types.ts) and the kernel's payloads, for the areas that emit or read them. */
export type * from '../event-types.ts';
export type * from './payloads/channels.ts';
export type * from './payloads/realm.ts';
export type * from './payloads/drafts.ts';
export type * from './payloads/presence.ts';
export type * from './payloads/attachments.ts';
export type * from './payloads/alert-words.ts';
export type * from './payloads/muted-users.ts';
export type * from './payloads/linkifiers.ts';
export type * from './payloads/playgrounds.ts';
export type * from './payloads/realm-domains.ts';
export type * from './payloads/realm-emoji.ts';
export type * from './payloads/snippets.ts';
export type * from './payloads/status.ts';
export type * from './payloads/topics.ts';
export type * from './payloads/typing.ts';
