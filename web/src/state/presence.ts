import type { State } from './store.ts';

/** Zulip's server_presence_offline_threshold_seconds: two missed minute pings and a margin. */
const OFFLINE_THRESHOLD_SECONDS = 140;

export type PresenceState = 'active' | 'idle' | 'offline';

/**
 * Zulip's status_from_raw: active while the last activity is recent, even if a
 * newer idle report came (another window may be idle); else idle while the last
 * connection is recent; else offline.
 */
export function presenceOf(s: State, userId: number): PresenceState {
  const p = s.presence.get(userId);
  if (!p || !s.serverNow) return 'offline';
  if (s.serverNow - p.active < OFFLINE_THRESHOLD_SECONDS) return 'active';
  return s.serverNow - p.idle < OFFLINE_THRESHOLD_SECONDS ? 'idle' : 'offline';
}
