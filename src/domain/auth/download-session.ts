import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../context.ts';
import { dbId } from '../ids.ts';
import type { Actor } from '../actor.ts';
import { loadActorByUserId } from './load-actor.ts';

/**
 * A browser's credential for downloads only: what the web client's HttpOnly
 * cookie holds, so `<img src="/user_uploads/…">` and attachment links work
 * with no API key in any URL (Zulip's web app sends its session cookie to
 * the same URLs). It names the user and an expiry, signed with the user's
 * own API key: regenerating the key ends every such session, a server restart
 * or another process needs no shared secret, and nothing is stored. It cannot
 * be turned back into the key, and grants nothing but downloads.
 */

/** As long as Zulip's session cookie (SESSION_COOKIE_AGE, two weeks); the web client renews it at each start and daily. */
export const DOWNLOAD_SESSION_SECONDS = 14 * 24 * 3600;

const sign = (apiKey: string, userId: number, expires: number): Buffer =>
  createHmac('sha256', apiKey).update(`zircon download session:${userId}:${expires}`).digest().subarray(0, 18);

/** A session for the actor, valid DOWNLOAD_SESSION_SECONDS from now. */
export function issueDownloadSession(deps: Pick<Deps, 'clock'>, actor: Actor): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + DOWNLOAD_SESSION_SECONDS;
  return `${actor.user.id.toString(36)}.${expires.toString(36)}.${sign(actor.user.apiKey, actor.user.id, expires).toString('base64url')}`;
}

/**
 * The user a session names, while it is good: signed with their current key,
 * unexpired, the account and its organization active. Anything else is no
 * session at all (the request is a visitor's), as Django treats a stale one.
 */
export async function actorOfDownloadSession(deps: Pick<Deps, 'clock' | 'db'>, session: string): Promise<Actor | null> {
  const m = /^([0-9a-z]{1,7})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{24})$/.exec(session);
  if (!m) return null;
  const userId = parseInt(m[1], 36);
  const expires = parseInt(m[2], 36);
  if (expires < deps.clock.now().getTime() / 1000) return null;
  const found = await loadActorByUserId(deps.db.sql, dbId(userId));
  if (!found || !found.user.isActive || found.realm.deactivated) return null;
  const given = Buffer.from(m[3], 'base64url');
  const expected = sign(found.user.apiKey, userId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected) ? found : null;
}
