import type { Actor } from '../actor.ts';
import type { ServerInfo } from '../context.ts';
import { badRequest, ownerRequired } from '../errors.ts';
import { isOwner } from '../roles.ts';

/**
 * Which ways of logging in an organization allows (Zulip's
 * RealmAuthenticationMethod and realm.authentication_methods_dict()). The
 * server runs email/password login ("Email") and, in development mode, the
 * passwordless "Dev" login; each realm may turn either off, but not both.
 */

/** Backend name (Zulip's AUTH_BACKEND_NAME_MAP key) → enabled for the realm. */
export type AuthenticationMethods = Record<string, boolean>;

/** A PATCH /realm `authentication_methods` value: the backends to turn on or off, by name. */
export type AuthenticationMethodsChange = ReadonlyMap<string, boolean>;

/**
 * Kept in realm.settings as the backends turned off, so a backend the server
 * starts offering later is on in every realm, as Zulip enables every backend
 * it knows of when it creates a realm.
 */
const DISABLED_KEY = 'disabled_authentication_methods';

/** The backends this server runs, in the order of Zulip's AUTH_BACKEND_NAME_MAP. */
export const serverAuthBackends = (server: ServerInfo): string[] => (server.devMode ? ['Dev', 'Email'] : ['Email']);

function disabledIn(settings: unknown): string[] {
  const stored =
    settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>)[DISABLED_KEY] : undefined;
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
}

/** Zulip's realm.authentication_methods_dict(): every backend of the server, and whether the realm allows it. */
export function realmAuthenticationMethods(server: ServerInfo, settings: unknown): AuthenticationMethods {
  const disabled = disabledIn(settings);
  return Object.fromEntries(serverAuthBackends(server).map((name) => [name, !disabled.includes(name)]));
}

/** Zulip's password_auth_enabled (LDAP is not offered, so email/password is the only password login). */
export const passwordAuthEnabled = (methods: AuthenticationMethods): boolean => methods.Email === true;

/** Zulip's dev_auth_enabled. */
export const devAuthEnabled = (methods: AuthenticationMethods): boolean => methods.Dev === true;

/**
 * update_realm's checks on `authentication_methods`, in its order: an owner
 * only, then every name a backend of the server (Zulip lists them as a
 * Python list), then at least one turned on.
 */
export function checkAuthenticationMethodsChange(
  actor: Actor,
  current: AuthenticationMethods,
  change: AuthenticationMethodsChange,
): void {
  if (!isOwner(actor.user.role)) throw ownerRequired();
  const valid = Object.keys(current).sort();
  for (const name of change.keys()) {
    if (!(name in current)) {
      throw badRequest(
        `Invalid authentication method: ${name}. Valid methods are: [${valid.map((v) => `'${v}'`).join(', ')}]`,
      );
    }
  }
  if (![...change.values()].includes(true)) throw badRequest('At least one authentication method must be enabled.');
}

/**
 * Applies a checked change to realm.settings. As in Zulip's view, the change
 * counts (and is announced) unless it equals the whole current dict, so a
 * request naming only some backends is always reported back.
 */
export function applyAuthenticationMethodsChange(
  server: ServerInfo,
  settings: Record<string, unknown>,
  change: AuthenticationMethodsChange,
): AuthenticationMethods | null {
  const current = realmAuthenticationMethods(server, settings);
  const same = change.size === Object.keys(current).length && [...change].every(([name, on]) => current[name] === on);
  if (same) return null;
  const disabled = new Set(disabledIn(settings));
  for (const [name, on] of change) {
    if (on) disabled.delete(name);
    else disabled.add(name);
  }
  settings[DISABLED_KEY] = [...disabled].sort();
  return realmAuthenticationMethods(server, settings);
}
