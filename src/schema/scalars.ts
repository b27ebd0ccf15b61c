import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import { realmUrl } from '../domain/realm/realm-url.ts';

/**
 * The schema's side of the DateTime and URL scalars: the domain keeps Zulip's epoch numbers and
 * relative paths; GraphQL shows Dates (written as ISO 8601) and absolute URLs.
 */

/** A time the domain keeps in UNIX seconds (Zulip's unit; fractions kept). */
export const fromUnixSeconds = (seconds: number): Date => new Date(Math.round(seconds * 1000));

export const fromUnixSecondsOrNull = (seconds: number | null): Date | null =>
  seconds === null ? null : fromUnixSeconds(seconds);

/** A time the domain keeps in UNIX milliseconds. */
export const fromUnixMillis = (ms: number): Date => new Date(ms);

/** A DateTime argument in the domain's UNIX seconds. */
export const toUnixSeconds = (d: Date): number => d.getTime() / 1000;

/** A path on the organization's server (`/user_uploads/…`) as an absolute URL; absolute URLs stay as they are. */
export const absoluteUrl = (ctx: GraphQLContext, pathOrUrl: string): string =>
  new URL(pathOrUrl, `${realmUrl(ctx.deps.server, ctx.realm.stringId)}/`).toString();
