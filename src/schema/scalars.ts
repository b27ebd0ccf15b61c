import type { GraphQLContext } from '../graphql-server/graphql-context.ts';
import type { ServerInfo } from '../domain/context.ts';
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

/** Paths remembered per organization, and organizations per server; past either, that memory starts over. */
const MAX_REMEMBERED_URLS = 5_000;
const MAX_REMEMBERED_REALMS = 64;

/** Per server (its URL) and organization: its URL, and the paths resolved against it. */
const resolved = new WeakMap<ServerInfo, Map<string, { base: string; urls: Map<string, string> }>>();

/**
 * A path on the organization's server (`/user_uploads/…`) as an absolute URL; absolute URLs stay as they are.
 * Remembered: every message of a page shows its sender's avatar, and each resolution parsed two URLs.
 */
export function absoluteUrl(ctx: GraphQLContext, pathOrUrl: string): string {
  const server = ctx.deps.server;
  let realms = resolved.get(server);
  if (!realms) {
    realms = new Map();
    resolved.set(server, realms);
  }
  let realm = realms.get(ctx.realm.stringId);
  if (!realm) {
    realm = { base: `${realmUrl(server, ctx.realm.stringId)}/`, urls: new Map() };
    if (realms.size >= MAX_REMEMBERED_REALMS) realms.clear();
    realms.set(ctx.realm.stringId, realm);
  }
  let url = realm.urls.get(pathOrUrl);
  if (url === undefined) {
    url = new URL(pathOrUrl, realm.base).toString();
    if (realm.urls.size >= MAX_REMEMBERED_URLS) realm.urls.clear();
    realm.urls.set(pathOrUrl, url);
  }
  return url;
}
