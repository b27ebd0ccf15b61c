import type { EventOf } from '../../events/types.ts';
import type { GroupSettingValue } from '../../group-setting-types.ts';
import type { UserGroupChange } from '../../groups/event-payloads.ts';
import type { LoggedUser } from '../../users/event-payloads.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingKey } from '../../groups/user-group-permissions.ts';

/*
 * Events about people logged before they were typed (`user_group`, …) carry
 * Zulip's payloads (group_id, user_ids, …); as in legacy-payloads.ts, such an
 * entry is read as the typed event, told from it by a field only the old
 * shape has.
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
            USER_GROUP_SETTINGS.map((s) => [s.key, g[s.name] as GroupSettingValue]),
          ) as Record<UserGroupSettingKey, GroupSettingValue>,
        },
      };
    }
    case 'update':
      return { type: 'user_group', op: 'update', groupId, changes: (e.data ?? {}) as UserGroupChange };
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

function realmUser(e: Legacy): EventOf<'realm_user'> {
  const person = (e.person ?? {}) as Legacy;
  if (e.op === 'add') return { type: 'realm_user', op: 'add', user: loggedUserOf(person) };
  const { user_id: id, custom_profile_field: field, ...changes } = person;
  if (e.op === 'remove') return { type: 'realm_user', op: 'remove', userId: num(id), fullName: str(changes.full_name) };
  const f = field as Legacy | undefined;
  return {
    type: 'realm_user',
    op: 'update',
    userId: num(id),
    changes,
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

type Upgraded = EventOf<'user_group' | 'realm_user'>;

/** The old shape's converter for an event of that type, and how an entry of the old shape is told from a typed one. */
export const LEGACY_PEOPLE_PAYLOADS: Record<
  string,
  { isOld: (e: Legacy) => boolean; upgrade: (e: Legacy) => Upgraded }
> = {
  realm_user: { isOld: (e) => 'person' in e, upgrade: realmUser },
  user_group: {
    isOld: (e) => 'group_id' in e || (e.op === 'add' && 'creator_id' in ((e.group ?? {}) as Legacy)),
    upgrade: userGroup,
  },
};
