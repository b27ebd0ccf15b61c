/** Zulip's role values. Lower is more privileged. */
export const Role = {
  OWNER: 100,
  ADMINISTRATOR: 200,
  MODERATOR: 300,
  MEMBER: 400,
  GUEST: 600,
} as const;
export type RoleValue = (typeof Role)[keyof typeof Role];

export const ROLE_VALUES: readonly number[] = Object.values(Role);

export const isAdmin = (role: number): boolean => role <= Role.ADMINISTRATOR;
export const isOwner = (role: number): boolean => role === Role.OWNER;
export const isModerator = (role: number): boolean => role <= Role.MODERATOR;
export const isGuest = (role: number): boolean => role === Role.GUEST;

/** Bot types (Zulip): 1 generic, 2 incoming webhook, 3 outgoing webhook, 4 embedded. */
export const BotType = { GENERIC: 1, INCOMING_WEBHOOK: 2, OUTGOING_WEBHOOK: 3, EMBEDDED: 4 } as const;
