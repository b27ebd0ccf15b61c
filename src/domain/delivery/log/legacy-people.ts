import type { EventOf } from '../../events/types.ts';
import type { GroupSettingValue } from '../../group-setting-types.ts';
import type { UserGroupChange } from '../../groups/event-payloads.ts';
import type { LoggedUser, RealmBotUpdateEvent, RealmUserUpdateEvent } from '../../users/event-payloads.ts';
import type { BotService } from '../../users/bots-format.ts';
import { FieldType, isFieldType } from '../../profile-fields/types.ts';
import { loggedGroupSettingValue, loggedSettingValues } from './legacy-group-values.ts';
import { isLegacyBotChanges, isLegacyUserChanges, loggedBotChanges, loggedUserChanges } from './legacy-user-changes.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingKey } from '../../groups/user-group-permissions.ts';

/*
 * Events about people and their settings logged before they were typed
 * (realm_user, realm_bot, user_group, custom_profile_fields, user_settings
 * and its two legacy events) carry Zulip's payloads
 * (person, group_id, user_ids, field_data, language_name, …); as in
 * legacy-payloads.ts, such an entry is read as the typed event, told from it
 * by a field only the old shape has. Presence's internals: legacy-events.ts;
 * realm events: legacy-realm.ts.
 */

type Legacy = Record<string, unknown>;

const num = (v: unknown): number => Number(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map(num) : []);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

function userGroup(e: Legacy): EventOf<'user_group'> {
  const groupId = num(e.group_id);
  switch (e.op) {
    case 'add': {
      const g = (e.group ?? {}) as Legacy;
      return {
        type: 'user_group',
        op: 'add',
        group: {
          id: num(g.id),
          name: str(g.name),
          description: str(g.description),
          creatorId: numOrNull(g.creator_id),
          dateCreated: numOrNull(g.date_created),
          members: nums(g.members),
          directSubgroupIds: nums(g.direct_subgroup_ids),
          isSystemGroup: g.is_system_group === true,
          deactivated: g.deactivated === true,
          settings: Object.fromEntries(
            USER_GROUP_SETTINGS.map((s) => [s.key, loggedGroupSettingValue(g[s.name])]),
          ) as Record<UserGroupSettingKey, GroupSettingValue>,
        },
      };
    }
    case 'update':
      return {
        type: 'user_group',
        op: 'update',
        groupId,
        changes: loggedSettingValues((e.data ?? {}) as UserGroupChange),
      };
    case 'add_members':
    case 'remove_members':
      return { type: 'user_group', op: e.op, groupId, userIds: nums(e.user_ids) };
    case 'add_subgroups':
    case 'remove_subgroups':
      return { type: 'user_group', op: e.op, groupId, subgroupIds: nums(e.direct_subgroup_ids) };
    default:
      return { type: 'user_group', op: 'remove', groupId };
  }
}

const precisionOf = (dateJoined: string): LoggedUser['dateJoinedPrecision'] =>
  dateJoined.length === 10 ? 'day' : /T\d\d:\d\d:\d\d/.test(dateJoined) ? 'second' : 'minute';

/** Zulip's user dict (format_user_row) as the read model it was written from. */
function loggedUserOf(p: Legacy): LoggedUser {
  const profile = p.profile_data as Record<string, Legacy> | undefined;
  return {
    id: num(p.user_id),
    email: str(p.email),
    fullName: str(p.full_name),
    role: num(p.role),
    isBot: p.is_bot === true,
    botType: numOrNull(p.bot_type),
    botOwnerId: numOrNull(p.bot_owner_id),
    isActive: p.is_active !== false,
    avatarVersion: num(p.avatar_version),
    deliveryEmail: typeof p.delivery_email === 'string' ? p.delivery_email : null,
    avatarUrl: typeof p.avatar_url === 'string' ? p.avatar_url : null,
    timezone: typeof p.timezone === 'string' ? p.timezone : null,
    dateJoined: Date.parse(str(p.date_joined)),
    dateJoinedPrecision: precisionOf(str(p.date_joined)),
    profileData:
      profile === undefined
        ? null
        : Object.entries(profile).map(([id, v]) => ({
            fieldId: num(id),
            value: str(v.value),
            renderedValue: typeof v.rendered_value === 'string' ? v.rendered_value : null,
          })),
  };
}

/** The typed event, its changes still by Zulip's names (the version before this one). */
const changesOf = (e: Legacy): Legacy => (e.op === 'update' ? ((e.changes ?? {}) as Legacy) : {});

function realmUser(e: Legacy): EventOf<'realm_user'> {
  if (!('person' in e)) return { ...(e as RealmUserUpdateEvent), changes: loggedUserChanges(changesOf(e)) };
  const person = (e.person ?? {}) as Legacy;
  if (e.op === 'add') return { type: 'realm_user', op: 'add', user: loggedUserOf(person) };
  const { user_id: id, custom_profile_field: field, ...changes } = person;
  if (e.op === 'remove') return { type: 'realm_user', op: 'remove', userId: num(id), fullName: str(changes.full_name) };
  const f = field as Legacy | undefined;
  return {
    type: 'realm_user',
    op: 'update',
    userId: num(id),
    changes: loggedUserChanges(changes),
    ...(f === undefined
      ? {}
      : {
          profileValue: {
            fieldId: num(f.id),
            value: f.value === null ? null : str(f.value),
            renderedValue: typeof f.rendered_value === 'string' ? f.rendered_value : null,
          },
        }),
  };
}

const services = (v: unknown): BotService[] =>
  (Array.isArray(v) ? (v as Legacy[]) : []).map((s) =>
    'base_url' in s
      ? { kind: 'outgoing', baseUrl: str(s.base_url), interface: num(s.interface), token: str(s.token) }
      : {
          kind: 'embedded',
          serviceName: str(s.service_name),
          configData: (s.config_data ?? {}) as Record<string, string>,
        },
  );

const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** `realm_bot` named the bot inside Zulip's `bot` (`add`: Zulip's bot dict; the others: its user_id and what changed). */
function realmBot(e: Legacy): EventOf<'realm_bot'> {
  if (!('bot' in e)) return { ...(e as RealmBotUpdateEvent), changes: loggedBotChanges(changesOf(e)) };
  const { user_id: id, ...changes } = (e.bot ?? {}) as Legacy;
  if (e.op === 'add') {
    const b = changes;
    return {
      type: 'realm_bot',
      op: 'add',
      bot: {
        id: num(id),
        email: str(b.email),
        fullName: str(b.full_name),
        botType: numOrNull(b.bot_type),
        isActive: b.is_active === true,
        apiKey: str(b.api_key),
        defaultSendingStream: strOrNull(b.default_sending_stream),
        defaultEventsRegisterStream: strOrNull(b.default_events_register_stream),
        defaultAllPublicStreams: b.default_all_public_streams === true,
        avatarUrl: str(b.avatar_url),
        services: services(b.services),
        ownerId: numOrNull(b.owner_id),
      },
    };
  }
  if (e.op === 'update') return { type: 'realm_bot', op: 'update', botId: num(id), changes: loggedBotChanges(changes) };
  return {
    type: 'realm_bot',
    op: e.op === 'remove' ? 'remove' : 'delete',
    botId: num(id),
    ...(changes.full_name === undefined ? {} : { fullName: str(changes.full_name) }),
  };
}

const fieldType = (n: number) => (isFieldType(n) ? n : FieldType.SHORT_TEXT);

/** `custom_profile_fields` listed Zulip's field objects. */
const customProfileFields = (e: Legacy): EventOf<'custom_profile_fields'> => ({
  type: 'custom_profile_fields',
  fields: (Array.isArray(e.fields) ? (e.fields as Legacy[]) : []).map((d) => ({
    id: num(d.id),
    name: str(d.name),
    type: fieldType(num(d.type)),
    hint: str(d.hint),
    fieldData: str(d.field_data),
    order: num(d.order),
    required: d.required === true,
    editableByUser: d.editable_by_user === true,
    displayInProfileSummary: d.display_in_profile_summary === true,
  })),
});

type SettingValue = boolean | number | string;
const settingValue = (v: unknown): SettingValue => (typeof v === 'boolean' || typeof v === 'number' ? v : str(v));
const languageOf = (e: Legacy) => (e.language_name === undefined ? {} : { languageName: str(e.language_name) });

const userSettings = (e: Legacy): EventOf<'user_settings'> => ({
  type: 'user_settings',
  op: 'update',
  property: str(e.property),
  value: settingValue(e.value),
  ...languageOf(e),
});

/** What both legacy events carry: the user's address and the new value. */
const legacySetting = (e: Legacy) => ({ user: str(e.user), setting: settingValue(e.setting) });

const displaySettings = (e: Legacy): EventOf<'update_display_settings'> => ({
  type: 'update_display_settings',
  settingName: str(e.setting_name),
  ...legacySetting(e),
  ...languageOf(e),
});

const globalNotifications = (e: Legacy): EventOf<'update_global_notifications'> => ({
  type: 'update_global_notifications',
  notificationName: str(e.notification_name),
  ...legacySetting(e),
});

type Upgraded = EventOf<
  | 'user_group'
  | 'realm_user'
  | 'realm_bot'
  | 'custom_profile_fields'
  | 'user_settings'
  | 'update_display_settings'
  | 'update_global_notifications'
>;

/** The old shape's converter for an event of that type, and how an entry of the old shape is told from a typed one. */
export const LEGACY_PEOPLE_PAYLOADS: Record<
  string,
  { isOld: (e: Legacy) => boolean; upgrade: (e: Legacy) => Upgraded }
> = {
  realm_user: { isOld: (e) => 'person' in e || isLegacyUserChanges(changesOf(e)), upgrade: realmUser },
  // An empty list has the same shape in both versions.
  custom_profile_fields: {
    isOld: (e) => Array.isArray(e.fields) && e.fields.some((f) => 'field_data' in (f as Legacy)),
    upgrade: customProfileFields,
  },
  realm_bot: {
    isOld: (e) => 'user_id' in ((e.bot ?? {}) as Legacy) || isLegacyBotChanges(changesOf(e)),
    upgrade: realmBot,
  },
  // A `user_settings` entry without a language name has the same shape in both versions.
  user_settings: { isOld: (e) => 'language_name' in e, upgrade: userSettings },
  update_display_settings: { isOld: (e) => 'setting_name' in e, upgrade: displaySettings },
  update_global_notifications: { isOld: (e) => 'notification_name' in e, upgrade: globalNotifications },
  user_group: {
    isOld: (e) => 'group_id' in e || (e.op === 'add' && 'creator_id' in ((e.group ?? {}) as Legacy)),
    upgrade: userGroup,
  },
};
