import { isInt } from '../bounds.ts';
import type { Db, Tx } from '../context.ts';
import { dbId, dbIds } from '../ids.ts';
import { badRequest, expectationMismatch, systemGroupRequired } from '../errors.ts';
import { JsonFloat } from '../strict-json.ts';

/**
 * Zulip's group-setting values (api_docs/group-setting-values.md): the id of a
 * named group, or an "anonymous group" (Zulip's `{direct_members, direct_subgroups}`, here camelCase)
 * stored as a user_group row whose name is NULL. One module serves realm,
 * user-group and channel settings: a value and the setting's rules in, a
 * group id out.
 */
export type { AnonymousGroupValue, GroupSettingChangeRequest, GroupSettingValue } from '../group-setting-types.ts';
import type { AnonymousGroupValue, GroupSettingChangeRequest, GroupSettingValue } from '../group-setting-types.ts';

/** The parts of Zulip's GroupPermissionSetting that decide which values are allowed. */
export interface GroupSettingRules {
  allowNobody: boolean;
  allowEveryone: boolean;
  allowInternet?: boolean;
  requireSystemGroup?: boolean;
  allowedSystemGroups?: readonly string[];
}

// A float from a strict JSON parse (JsonFloat) is not a dict.
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof JsonFloat);

function checkIntList(v: unknown, path: string): number[] {
  if (!Array.isArray(v)) throw badRequest(`${path} is not a list`);
  return v.map((x, i) => {
    if (!isInt(x)) throw badRequest(`${path}[${i}] is not an integer`);
    return x;
  });
}

/**
 * Pydantic's strict check of `int | UserGroupMembersData`. When neither member
 * of the union fits, pydantic lists the `int` member's error first, and Zulip
 * reports only the first error.
 */
export function checkGroupSettingValue(v: unknown, path: string): GroupSettingValue {
  if (isInt(v)) return v;
  if (isObject(v) && 'direct_members' in v && 'direct_subgroups' in v) {
    try {
      return {
        directMembers: checkIntList(v.direct_members, path),
        directSubgroups: checkIntList(v.direct_subgroups, path),
      };
    } catch {
      // falls through to the union's first error
    }
  }
  throw badRequest(`${path}["int"] is not an integer`);
}

/** Whether a value of a loosely typed field (an update event's `value`, a changes dict) is an anonymous group. */
export const isAnonymousGroupValue = (v: unknown): v is AnonymousGroupValue =>
  isObject(v) && Array.isArray(v.directMembers) && Array.isArray(v.directSubgroups);

/** Pydantic's check of the GroupSettingChangeRequest dataclass (extra keys are ignored). */
export function checkGroupSettingChangeRequest(v: unknown, path: string): GroupSettingChangeRequest {
  if (!isObject(v)) throw badRequest(`${path} does not have the expected format`);
  if (!('new' in v)) throw badRequest(`${path}["new"] field is missing: Field required`);
  const request: GroupSettingChangeRequest = { new: checkGroupSettingValue(v.new, `${path}["new"]`) };
  if (v.old !== undefined && v.old !== null) request.old = checkGroupSettingValue(v.old, `${path}["old"]`);
  return request;
}

/** Zulip's parse_group_setting_value: `{[], [X]}` is X and `{[], []}` is role:nobody. */
export function canonicalGroupSettingValue(value: GroupSettingValue, nobodyGroupId: number): GroupSettingValue {
  if (isInt(value)) return value;
  if (value.directMembers.length === 0 && value.directSubgroups.length === 1) return value.directSubgroups[0];
  if (value.directMembers.length === 0 && value.directSubgroups.length === 0) return nobodyGroupId;
  return value;
}

const sameSet = (a: number[], b: number[]): boolean => {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((x) => sb.has(x));
};

/** Anonymous values compare as sets; a group id never equals an anonymous value. */
export function groupSettingValuesEqual(a: GroupSettingValue, b: GroupSettingValue): boolean {
  if (isInt(a) || isInt(b)) return a === b;
  return sameSet(a.directMembers, b.directMembers) && sameSet(a.directSubgroups, b.directSubgroups);
}

/** The API form of a stored setting: a named group's id, or the anonymous group's active members and subgroups. */
export async function groupSettingApiValue(db: Db, groupId: number): Promise<GroupSettingValue> {
  const group = await db.userGroup.findUnique({ where: { id: groupId }, select: { name: true } });
  if (!group || group.name !== null) return groupId;
  const [members, subgroups] = await Promise.all([
    db.userGroupMembership.findMany({
      where: { userGroupId: groupId, user: { isActive: true } },
      select: { userId: true },
      orderBy: { userId: 'asc' },
    }),
    db.groupGroupMembership.findMany({
      where: { supergroupId: groupId },
      select: { subgroupId: true },
      orderBy: { subgroupId: 'asc' },
    }),
  ]);
  return { directMembers: members.map((m) => m.userId), directSubgroups: subgroups.map((s) => s.subgroupId) };
}

export async function nobodyGroupId(db: Db, realmId: number): Promise<number> {
  const g = await db.userGroup.findFirstOrThrow({
    where: { realmId, name: 'role:nobody', isSystemGroup: true },
    select: { id: true },
  });
  return g.id;
}

/** Zulip's check_setting_configuration_for_system_groups, for a named group. */
function checkNamedGroupAllowed(
  group: { name: string; isSystemGroup: boolean },
  settingName: string,
  rules: GroupSettingRules,
): void {
  if (rules.requireSystemGroup && !group.isSystemGroup) throw systemGroupRequired(settingName);
  const refuse = (name: string) => badRequest(`'${settingName}' setting cannot be set to '${name}' group.`);
  if (!rules.allowInternet && group.name === 'role:internet') throw refuse('role:internet');
  if (!rules.allowNobody && group.name === 'role:nobody') throw refuse('role:nobody');
  if (!rules.allowEveryone && group.name === 'role:everyone') throw refuse('role:everyone');
  if (rules.allowedSystemGroups?.length && !rules.allowedSystemGroups.includes(group.name)) throw refuse(group.name);
}

async function checkAnonymousMembers(tx: Tx, realmId: number, value: AnonymousGroupValue): Promise<void> {
  const users = await tx.user.findMany({
    where: { realmId, isActive: true, id: { in: dbIds(value.directMembers) } },
    select: { id: true },
  });
  const found = new Set(users.map((u) => u.id));
  const missingUser = value.directMembers.find((id) => !found.has(id));
  if (missingUser !== undefined) throw badRequest(`Invalid user ID: ${missingUser}`);
  const groups = await tx.userGroup.findMany({
    where: { realmId, name: { not: null }, id: { in: dbIds(value.directSubgroups) } },
    select: { id: true, deactivated: true },
  });
  const byId = new Map(groups.map((g) => [g.id, g]));
  const missingGroup = value.directSubgroups.find((id) => !byId.has(id));
  if (missingGroup !== undefined) throw badRequest(`Invalid user group ID: ${missingGroup}`);
  if (groups.some((g) => g.deactivated)) throw badRequest('User group is deactivated.');
}

export interface ResolveOptions {
  realmId: number;
  settingName: string;
  rules: GroupSettingRules;
  /** The group the setting points at now; an anonymous one is updated in place. */
  currentGroupId?: number | null;
}

/**
 * Zulip's access_user_group_for_setting: validates a (canonical) value against
 * the setting's rules and returns the group id to store, creating or updating
 * the anonymous group for `{direct_members, direct_subgroups}` values.
 */
export async function resolveGroupSettingValue(tx: Tx, value: GroupSettingValue, o: ResolveOptions): Promise<number> {
  if (isInt(value)) {
    const group = await tx.userGroup.findFirst({
      where: { id: dbId(value), realmId: o.realmId, name: { not: null } },
      select: { id: true, name: true, isSystemGroup: true, deactivated: true },
    });
    if (!group || group.name === null) throw badRequest('Invalid user group').as('notFound');
    if (group.deactivated) throw badRequest('User group is deactivated.');
    checkNamedGroupAllowed({ name: group.name, isSystemGroup: group.isSystemGroup }, o.settingName, o.rules);
    return group.id;
  }
  if (o.rules.requireSystemGroup) throw systemGroupRequired(o.settingName);
  await checkAnonymousMembers(tx, o.realmId, value);
  const current =
    o.currentGroupId != null
      ? await tx.userGroup.findUnique({ where: { id: o.currentGroupId }, select: { id: true, name: true } })
      : null;
  const groupId =
    current && current.name === null
      ? current.id
      : (await tx.userGroup.create({ data: { realmId: o.realmId, name: null }, select: { id: true } })).id;
  await tx.userGroupMembership.deleteMany({ where: { userGroupId: groupId } });
  await tx.groupGroupMembership.deleteMany({ where: { supergroupId: groupId } });
  await tx.userGroupMembership.createMany({
    data: [...new Set(value.directMembers)].map((userId) => ({ userGroupId: groupId, userId })),
  });
  await tx.groupGroupMembership.createMany({
    data: [...new Set(value.directSubgroups)].map((subgroupId) => ({ supergroupId: groupId, subgroupId })),
  });
  return groupId;
}

export interface GroupSettingChange {
  /** The group id to store. */
  groupId: number;
  /** The canonical requested value (what Zulip echoes in update_realm's response). */
  requestedValue: GroupSettingValue;
  /** The stored value in API form (what events carry). */
  apiValue: GroupSettingValue;
}

/**
 * A PATCH of one group setting: checks `old` against the current value, does
 * nothing when `new` equals it, otherwise resolves `new` and drops an
 * anonymous group the setting no longer uses. Null means "no change".
 */
export async function changeGroupSetting(
  tx: Tx,
  request: GroupSettingChangeRequest,
  o: ResolveOptions & { currentGroupId: number },
): Promise<GroupSettingChange | null> {
  const nobody = await nobodyGroupId(tx, o.realmId);
  const requestedValue = canonicalGroupSettingValue(request.new, nobody);
  const current = await groupSettingApiValue(tx, o.currentGroupId);
  if (request.old !== undefined && !groupSettingValuesEqual(canonicalGroupSettingValue(request.old, nobody), current)) {
    throw expectationMismatch();
  }
  if (groupSettingValuesEqual(current, requestedValue)) return null;
  const groupId = await resolveGroupSettingValue(tx, requestedValue, o);
  if (!isInt(current) && groupId !== o.currentGroupId) {
    await tx.userGroup.delete({ where: { id: o.currentGroupId } });
  }
  return { groupId, requestedValue, apiValue: await groupSettingApiValue(tx, groupId) };
}

/** groupSettingApiValue for many settings at once (e.g. all of a realm's), keyed by group id. */
export async function groupSettingApiValues(db: Db, groupIds: number[]): Promise<Map<number, GroupSettingValue>> {
  const ids = [...new Set(groupIds)];
  const anonymous = (await db.userGroup.findMany({ where: { id: { in: ids }, name: null }, select: { id: true } })).map(
    (g) => g.id,
  );
  const [members, subgroups] = await Promise.all([
    db.userGroupMembership.findMany({
      where: { userGroupId: { in: anonymous }, user: { isActive: true } },
      orderBy: { userId: 'asc' },
    }),
    db.groupGroupMembership.findMany({ where: { supergroupId: { in: anonymous } }, orderBy: { subgroupId: 'asc' } }),
  ]);
  const values = new Map<number, GroupSettingValue>(ids.map((id) => [id, id]));
  for (const id of anonymous) {
    values.set(id, {
      directMembers: members.filter((m) => m.userGroupId === id).map((m) => m.userId),
      directSubgroups: subgroups.filter((s) => s.supergroupId === id).map((s) => s.subgroupId),
    });
  }
  return values;
}
