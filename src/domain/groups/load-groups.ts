import type { SqlReader } from '../../db/sql.ts';
import { dbIds } from '../ids.ts';
import { keysetSql, pageOfRows, type KeysetPage, type KeysetRequest } from '../paging.ts';
import type { GroupSettingValue } from './group-setting-value.ts';
import { USER_GROUP_SETTINGS, type UserGroupSettingKey } from './user-group-permissions.ts';

/** A named user group as the domain hands it to both transports. */
export interface UserGroup {
  id: number;
  name: string;
  description: string;
  /** Null for system groups and groups whose creator is unknown. */
  creatorId: number | null;
  /** UNIX seconds; null for system groups (Zulip bulk-creates them without a date). */
  dateCreated: number | null;
  /** Direct members that are active users, ascending. */
  members: number[];
  directSubgroupIds: number[];
  isSystemGroup: boolean;
  deactivated: boolean;
  settings: Record<UserGroupSettingKey, GroupSettingValue>;
  /** The group each setting is stored as (a named group's id, or its anonymous group's): what permission checks evaluate. */
  settingGroupIds: Record<UserGroupSettingKey, number | null>;
}

export interface LoadGroupsOptions {
  includeDeactivated: boolean;
  /** Only these groups (unknown ids are skipped). */
  ids?: readonly number[];
  /** A keyset page of the groups by id: its `limit + 1` rows in the order read (see pageOfRows). */
  page?: KeysetRequest;
}

type GroupRow = {
  id: number;
  name: string;
  description: string;
  creator_id: number | null;
  date_created: Date | null;
  is_system_group: boolean;
  deactivated: boolean;
} & Record<(typeof USER_GROUP_SETTINGS)[number]['column'], number | null>;

const COLUMNS = [
  'id',
  'name',
  'description',
  'creator_id',
  'date_created',
  'is_system_group',
  'deactivated',
  ...USER_GROUP_SETTINGS.map((s) => s.column),
].join(', ');

/**
 * The named groups of a realm in id order (the one place that tells named
 * groups from the anonymous groups of setting values), with members, subgroups and the
 * six setting values, in four statements whatever the number of groups (the
 * setting values that are anonymous groups share the members statement).
 */
export async function loadUserGroups(sql: SqlReader, realmId: number, o: LoadGroupsOptions): Promise<UserGroup[]> {
  const page = o.page === undefined ? null : keysetSql(o.page, 'id', 3);
  const [filter, order, params] =
    o.ids !== undefined
      ? ['AND id = ANY($3::int[])', 'ORDER BY id', [dbIds(o.ids)]]
      : page !== null
        ? [`AND ${page.range}`, page.order, page.params]
        : ['', 'ORDER BY id', []];
  const groups = await sql.query<GroupRow>(
    `SELECT ${COLUMNS} FROM user_group
      WHERE realm_id = $1 AND name IS NOT NULL AND ($2::boolean OR NOT deactivated) ${filter} ${order}`,
    [realmId, o.includeDeactivated, ...params],
  );
  if (groups.length === 0) return [];
  const settingIds = [
    ...new Set(
      groups.flatMap((g) => USER_GROUP_SETTINGS.map((s) => g[s.column]).filter((id): id is number => id !== null)),
    ),
  ];
  const anonymous = (
    await sql.query<{ id: number }>('SELECT id FROM user_group WHERE id = ANY($1::int[]) AND name IS NULL', [
      settingIds,
    ])
  ).map((r) => r.id);
  const ids = [...groups.map((g) => g.id), ...anonymous];
  // One row per group with its ids as JSON: the driver parses one JSON text per
  // group far faster than a row per member. Deactivated users are left out in
  // JavaScript (they are few) rather than by joining every membership row.
  const byGroup = 'WHERE {col} = ANY($1::int[]) GROUP BY {col}';
  const [members, subgroups, inactive] = await Promise.all([
    sql.query<{ g: number; ids: number[] }>(
      `SELECT user_group_id AS g, json_agg(user_id) AS ids FROM user_group_membership ${byGroup.replaceAll('{col}', 'user_group_id')}`,
      [ids],
    ),
    sql.query<{ g: number; ids: number[] }>(
      `SELECT supergroup_id AS g, json_agg(subgroup_id) AS ids FROM group_group_membership ${byGroup.replaceAll('{col}', 'supergroup_id')}`,
      [ids],
    ),
    sql.query<{ id: number }>('SELECT id FROM user_profile WHERE realm_id = $1 AND NOT is_active', [realmId]),
  ]);
  const gone = new Set(inactive.map((r) => r.id));
  const ascending = (a: number, b: number) => a - b;
  const membersOf = new Map(members.map((r) => [r.g, r.ids.filter((id) => !gone.has(id)).sort(ascending)]));
  const subgroupsOf = new Map(subgroups.map((r) => [r.g, r.ids.sort(ascending)]));
  const anonymousIds = new Set(anonymous);
  const valueOf = (id: number | null): GroupSettingValue => {
    if (id === null || !anonymousIds.has(id)) return id ?? -1;
    return { directMembers: membersOf.get(id) ?? [], directSubgroups: subgroupsOf.get(id) ?? [] };
  };
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    creatorId: g.creator_id,
    dateCreated: g.date_created === null ? null : Math.floor(g.date_created.getTime() / 1000),
    members: membersOf.get(g.id) ?? [],
    directSubgroupIds: subgroupsOf.get(g.id) ?? [],
    isSystemGroup: g.is_system_group,
    deactivated: g.deactivated,
    settings: Object.fromEntries(USER_GROUP_SETTINGS.map((s) => [s.key, valueOf(g[s.column])])) as Record<
      UserGroupSettingKey,
      GroupSettingValue
    >,
    settingGroupIds: Object.fromEntries(USER_GROUP_SETTINGS.map((s) => [s.key, g[s.column]])) as Record<
      UserGroupSettingKey,
      number | null
    >,
  }));
}

/** One group, deactivated or not; null when the realm has no named group with this id. */
export async function loadUserGroup(sql: SqlReader, realmId: number, id: number): Promise<UserGroup | null> {
  const [group] = await loadUserGroups(sql, realmId, { includeDeactivated: true, ids: [id] });
  return group ?? null;
}

/** The named groups each of `groupIds` is a direct subgroup of, ascending (groups without any are absent). */
export async function namedSupergroupIds(sql: SqlReader, groupIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await sql.query<{ g: number; ids: number[] }>(
    `SELECT m.subgroup_id AS g, json_agg(m.supergroup_id ORDER BY m.supergroup_id) AS ids
       FROM group_group_membership m JOIN user_group s ON s.id = m.supergroup_id AND s.name IS NOT NULL
      WHERE m.subgroup_id = ANY($1::int[]) GROUP BY m.subgroup_id`,
    [dbIds(groupIds)],
  );
  return new Map(rows.map((r) => [r.g, r.ids]));
}

/** A page of the realm's named groups by id (read in SQL from the page's key), and how many the whole list holds. */
export async function userGroupsPage(
  sql: SqlReader,
  realmId: number,
  o: { includeDeactivated: boolean; page: KeysetRequest },
): Promise<KeysetPage<UserGroup> & { totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    loadUserGroups(sql, realmId, o),
    sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_group WHERE realm_id = $1 AND name IS NOT NULL AND ($2::boolean OR NOT deactivated)',
      [realmId, o.includeDeactivated],
    ),
  ]);
  return { ...pageOfRows(rows, o.page), totalCount: count.n };
}
