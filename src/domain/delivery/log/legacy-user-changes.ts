import {
  REALM_BOT_CHANGE_NAMES,
  REALM_USER_CHANGE_NAMES,
  type BotServiceChange,
  type RealmBotChanges,
  type RealmUserChanges,
} from '../../users/event-payloads.ts';

/*
 * `realm_user` and `realm_bot` updates logged before their changes were typed
 * list them by Zulip's names (full_name, bot_owner_id, …; a bot's services
 * as {base_url, interface, token} or {config_data}), whether in Zulip's whole
 * payload (legacy-people.ts) or inside the typed event. A name this version
 * does not know keeps its name (REST writes it back as it was).
 */

type Legacy = Record<string, unknown>;

const keysByName = (names: ReadonlyMap<string, string>) => new Map([...names].map(([key, name]) => [name, key]));
const USER_KEYS = keysByName(REALM_USER_CHANGE_NAMES);
const BOT_KEYS = keysByName(REALM_BOT_CHANGE_NAMES);

const renamed = (data: Legacy, keys: ReadonlyMap<string, string>): Legacy =>
  Object.fromEntries(Object.entries(data).map(([name, value]) => [keys.get(name) ?? name, value]));

const isLegacyService = (s: unknown): boolean =>
  s !== null && typeof s === 'object' && ('base_url' in s || 'config_data' in s);

const serviceOf = (s: Legacy): BotServiceChange =>
  'config_data' in s
    ? { configData: (s.config_data ?? {}) as Record<string, string> }
    : { baseUrl: String(s.base_url), interface: Number(s.interface), token: String(s.token) };

/** Whether logged changes name a field as Zulip does where this version's key differs. */
const hasZulipNames = (data: Legacy, keys: ReadonlyMap<string, string>): boolean =>
  Object.keys(data).some((name) => (keys.get(name) ?? name) !== name);

export const isLegacyUserChanges = (data: Legacy): boolean => hasZulipNames(data, USER_KEYS);

export const isLegacyBotChanges = (data: Legacy): boolean =>
  hasZulipNames(data, BOT_KEYS) || (Array.isArray(data.services) && data.services.some(isLegacyService));

// Each value is of its field's kind: the operation that logged it wrote it from the row.
export const loggedUserChanges = (data: Legacy): RealmUserChanges => renamed(data, USER_KEYS) as RealmUserChanges;

export function loggedBotChanges(data: Legacy): RealmBotChanges {
  const changes = renamed(data, BOT_KEYS);
  if (Array.isArray(changes.services))
    changes.services = (changes.services as Legacy[]).map((s) => (isLegacyService(s) ? serviceOf(s) : s));
  return changes as RealmBotChanges;
}
