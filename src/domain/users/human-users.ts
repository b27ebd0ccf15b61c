import type { Actor } from '../actor.ts';
import { botRequestsRefused } from '../groups/errors.ts';

/** Zulip's human_users_only: endpoints about a person (status, settings, presence) refuse bots. */
export function checkHumanUser(actor: Actor): void {
  if (actor.user.isBot) throw botRequestsRefused();
}
