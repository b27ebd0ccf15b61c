import type { EventOf } from '../../domain/events/types.ts';
import {
  REALM_BOT_CHANGE_NAMES,
  REALM_USER_CHANGE_NAMES,
  userOfLogged,
  type BotServiceChange,
  type ProfileValueChange,
  type RealmBotChanges,
  type RealmUserChanges,
} from '../../domain/users/event-payloads.ts';
import { presentUser } from './users.ts';

/** Changes in Zulip's names (a name this version does not know, read from the log, as it was). */
const inZulipNames = (changes: object, names: ReadonlyMap<string, string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(changes).map(([key, value]) => [names.get(key) ?? key, value]));

/** A bot's service as Zulip's update writes it: the outgoing webhook's settings, or the whole configuration. */
const serviceChangeJson = (s: BotServiceChange) =>
  'configData' in s ? { config_data: s.configData } : { base_url: s.baseUrl, interface: s.interface, token: s.token };

/** The user's changes as Zulip's `person` carries them beside user_id. */
export const userChangesJson = (changes: RealmUserChanges) => inZulipNames(changes, REALM_USER_CHANGE_NAMES);

/** The bot's changes as Zulip's `bot` carries them beside user_id. */
export const botChangesJson = ({ services, ...changes }: RealmBotChanges): Record<string, unknown> =>
  inZulipNames(
    services === undefined ? changes : { ...changes, services: services.map(serviceChangeJson) },
    REALM_BOT_CHANGE_NAMES,
  );

/** A custom profile field's new value as Zulip's `custom_profile_field`: `rendered_value` only when there is HTML. */
const profileFieldJson = (c: ProfileValueChange) => ({
  id: c.fieldId,
  value: c.value,
  ...(c.renderedValue === null ? {} : { rendered_value: c.renderedValue }),
});

/** Zulip's `realm_user` payloads: the user dict, or `person` with user_id and what changed; the caller puts the keys in order. */
export function realmUserEventJson(ev: EventOf<'realm_user'>): object {
  switch (ev.op) {
    case 'add':
      return { type: ev.type, op: ev.op, person: presentUser(userOfLogged(ev.user)) };
    case 'update':
      return {
        type: ev.type,
        op: ev.op,
        person: {
          user_id: ev.userId,
          ...userChangesJson(ev.changes),
          ...(ev.profileValue === undefined ? {} : { custom_profile_field: profileFieldJson(ev.profileValue) }),
        },
      };
    case 'remove':
      return { type: ev.type, op: ev.op, person: { user_id: ev.userId, full_name: ev.fullName } };
  }
}
