import { badRequest, type DomainError } from '../errors.ts';
import { pyStrip } from '../python-text.ts';

/*
 * How much one subscription request (POST or DELETE /users/me/subscriptions,
 * the GraphQL subscribe and unsubscribe mutations) may change. Zulip has no
 * such limits. We need them because a request is one transaction, and on
 * PGlite (one connection in one process) every other request waits until it
 * commits: even with set-based statements the work grows with the rows, so
 * an unbounded request would stall the whole server. The caps keep the worst
 * permitted request to a fraction of a second there (100 new channels with
 * 100 subscribers each took about 0.5 s on PGlite in a 5,000-user
 * organization), and stay far above what an organization does in normal use.
 * Both are checked before anything is written, so a refused request changes
 * nothing.
 */

/**
 * Channels one request may create. Clients create channels one at a time;
 * a hundred covers setting up a whole organization's channels in one call.
 */
export const MAX_NEW_CHANNELS_PER_REQUEST = 100;

/**
 * Subscriptions (channels × users) one request may add or remove: enough to
 * subscribe every member of a 5,000-user organization to two channels, or of
 * a 10,000-user one to one channel, in a single request.
 */
export const MAX_SUBSCRIPTION_CHANGES_PER_REQUEST = 10_000;

export const tooManyNewChannels = (): DomainError =>
  badRequest(`Too many channels to create in one request (limit: ${MAX_NEW_CHANNELS_PER_REQUEST})`);

export const tooManySubscriptionChanges = (op: 'add' | 'remove'): DomainError =>
  badRequest(`Too many subscriptions to ${op} in one request (limit: ${MAX_SUBSCRIPTION_CHANGES_PER_REQUEST})`);

/** The channels a list of names can designate: names match after stripping and regardless of case. */
export const distinctChannelNames = (names: readonly string[]): number =>
  new Set(names.map((n) => pyStrip(n).toLowerCase())).size;

/** The users a principals list can designate: ids, or addresses as principalsToUsers compares them. */
export const distinctPrincipals = (principals: readonly string[] | readonly number[]): number =>
  new Set<string | number>(principals.map((p) => (typeof p === 'string' ? p.trim().toUpperCase() : p))).size;

/** Refuses a request that would add or remove more subscriptions than the cap, from its parameters alone. */
export function checkSubscriptionChanges(op: 'add' | 'remove', channelNames: readonly string[], users: number): void {
  if (distinctChannelNames(channelNames) * users > MAX_SUBSCRIPTION_CHANGES_PER_REQUEST) {
    throw tooManySubscriptionChanges(op);
  }
}
