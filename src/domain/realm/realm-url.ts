import type { ServerInfo } from '../context.ts';

/** The realm's URL: the server's URL, with the realm's subdomain when it has one. */
export function realmUrl(server: ServerInfo, stringId: string): string {
  if (stringId === '') return server.externalUrl;
  const url = new URL(server.externalUrl);
  url.hostname = `${stringId}.${url.hostname}`;
  return url.toString().replace(/\/$/, '');
}

/**
 * Zulip's get_fake_email_domain: the realm host when `user@host` is a valid
 * address, otherwise a reserved domain. Used for `userN@domain` emails of
 * users whose real address is hidden.
 */
export function fakeEmailDomain(server: ServerInfo): string {
  const host = new URL(server.externalUrl).hostname;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) ? host : 'zulip.invalid';
}
