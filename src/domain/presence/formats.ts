/** A user's presence in the modern format (UNIX seconds): last active, and last connected. */
export interface ModernPresence {
  activeTimestamp: number;
  idleTimestamp: number;
}

export type { PresenceStatus } from '../events/payloads/presence.ts';
import type { PresenceStatus } from '../events/payloads/presence.ts';

/** A stored presence: last connected, and last active (null: never; Zulip shows the join date then). */
export interface PresenceTimes {
  lastConnected: Date;
  lastActive: Date | null;
  dateJoined: Date;
}

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);
const activeOf = (p: PresenceTimes): Date => p.lastActive ?? p.dateJoined;

export const modernPresence = (p: PresenceTimes): ModernPresence => ({
  activeTimestamp: seconds(activeOf(p)),
  idleTimestamp: seconds(p.lastConnected),
});

/** Zulip's get_legacy_user_presence_info: active when last active within two minutes of `now`. */
export function presenceStatus(p: PresenceTimes, now: Date): PresenceStatus {
  const active = now.getTime() - activeOf(p).getTime() <= 2 * 60 * 1000;
  return { status: active ? 'active' : 'idle', timestamp: seconds(active ? activeOf(p) : p.lastConnected) };
}

/** Zulip's PRESENCE_LEGACY_EVENT_OFFSET_FOR_ACTIVITY_SECONDS. */
const LEGACY_EVENT_OFFSET_SECONDS = 70;

/** Zulip's format_legacy_presence_dict, for an event right after an update. */
export function eventPresenceStatus(p: PresenceTimes): PresenceStatus {
  const active = activeOf(p);
  const isActive = active.getTime() + LEGACY_EVENT_OFFSET_SECONDS * 1000 >= p.lastConnected.getTime();
  return { status: isActive ? 'active' : 'idle', timestamp: seconds(isActive ? active : p.lastConnected) };
}
