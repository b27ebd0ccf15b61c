import { readInput, type InputOrReader } from '../input-reader.ts';
import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { createAnonymousGroups } from '../channels/channel-permission-groups.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { aboutSetting, checkCanCreateGroups } from './access.ts';
import { groupNameTaken } from '../groups/errors.ts';
import { GroupEvents } from '../groups/events.ts';
import {
  canonicalGroupSettingValue,
  nobodyGroupId,
  resolveGroupSettingValue,
  type GroupSettingValue,
} from '../groups/group-setting-value.ts';
import { rulesOf, USER_GROUP_SETTINGS, type UserGroupSettingName } from '../groups/user-group-permissions.ts';
import { checkActiveUsers, checkSubgroups, insertMembers, insertSubgroups } from '../groups/membership.ts';
import { checkGroupName } from '../groups/names.ts';
import { getSystemGroupIds } from '../groups/system-groups.ts';

export interface CreateUserGroupInput {
  name: string;
  description: string;
  members: readonly number[];
  subgroups?: readonly number[];
  /** Settings not given get Zulip's defaults for a user-created group. */
  settings: Partial<Record<UserGroupSettingName, GroupSettingValue>>;
}

/**
 * POST /user_groups/create (Zulip's check_add_user_group): checks in Zulip's
 * order — permission, members, name, each setting, the name's uniqueness,
 * then subgroups — in one transaction, with the `add` (and `add_subgroups`)
 * events to everyone in the realm.
 */
export async function createUserGroup(
  deps: Deps,
  actor: Actor,
  read: InputOrReader<CreateUserGroupInput>,
): Promise<{ groupId: number }> {
  return inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const realmId = actor.realm.id;
    await checkCanCreateGroups(tx, actor);
    const input = readInput(read);
    const members = await checkActiveUsers(sql, realmId, input.members, 'members');
    const name = checkGroupName(input.name);
    const settingIds = await settingGroupIds(tx, actor, input.settings);
    const taken = await sql.query<{ id: number }>('SELECT id FROM user_group WHERE realm_id = $1 AND name = $2', [
      realmId,
      name,
    ]);
    if (taken.length > 0) throw groupNameTaken(name).about('name');
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO user_group (realm_id, name, description, creator_id, date_created, ${USER_GROUP_SETTINGS.map((s) => s.column).join(', ')})
       VALUES ($1, $2, $3, $4, $5, ${USER_GROUP_SETTINGS.map((_, i) => `$${i + 6}`).join(', ')}) RETURNING id`,
      [
        realmId,
        name,
        input.description,
        actor.user.id,
        deps.clock.now(),
        ...USER_GROUP_SETTINGS.map((s) => settingIds[s.name]),
      ],
    );
    const groupId = row.id;
    await insertMembers(sql, groupId, members);
    const events = await GroupEvents.of(sql, emit, realmId);
    await events.add(groupId);
    if (input.subgroups !== undefined && input.subgroups.length > 0) {
      const subgroups = await checkSubgroups(sql, realmId, input.subgroups, 'subgroups');
      await insertSubgroups(sql, groupId, subgroups);
      events.subgroups('add_subgroups', groupId, subgroups);
    }
    return { groupId };
  });
}

/** Each setting's group in Zulip's order: the given value validated, else the default. */
async function settingGroupIds(
  tx: Tx,
  actor: Actor,
  given: CreateUserGroupInput['settings'],
): Promise<Record<UserGroupSettingName, number>> {
  const realmId = actor.realm.id;
  const system = await getSystemGroupIds(tx, realmId);
  const nobody = await nobodyGroupId(tx, realmId);
  const out = {} as Record<UserGroupSettingName, number>;
  for (const s of USER_GROUP_SETTINGS) {
    const value = given[s.name];
    if (value !== undefined) {
      const canonical = canonicalGroupSettingValue(value, nobody);
      out[s.name] = await aboutSetting(
        s.name,
        resolveGroupSettingValue(tx, canonical, { realmId, settingName: s.name, rules: rulesOf(s) }),
      );
    } else if (s.default === 'creator') {
      [out[s.name]] = await createAnonymousGroups(tx, realmId, [actor.user.id]);
    } else {
      out[s.name] = system[s.default];
    }
  }
  return out;
}
