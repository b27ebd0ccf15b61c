import type { Actor } from '../../actor.ts';
import { notAuthorizedForQuery } from '../../errors.ts';
import { isGuest } from '../../roles.ts';

/**
 * Zulip's register/get_events check: a guest may not ask for every public
 * channel's messages (`all_public_streams`). Spectators (no actor) never get
 * a queue, so nothing is checked for them here.
 */
export function checkAllPublicStreams(actor: Actor | null, allPublicStreams: boolean): void {
  if (allPublicStreams && actor !== null && isGuest(actor.user.role)) throw notAuthorizedForQuery();
}
