import { readInput, type InputOrReader } from '../input-reader.ts';
import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessGroupForUpdate, aboutSetting, checkMemberOrAdmin, type GroupRow } from './access.ts';
import { groupNameTaken } from '../groups/errors.ts';
import { GroupEvents } from '../groups/events.ts';
import { changeGroupSetting, type GroupSettingChangeRequest } from '../groups/group-setting-value.ts';
import { rulesOf, USER_GROUP_SETTINGS, type UserGroupSettingName } from '../groups/user-group-permissions.ts';
import { checkGroupName } from '../groups/names.ts';

export interface UpdateUserGroupInput {
  name?: string;
  description?: string;
  /** false reactivates a deactivated group (FL 386); true changes nothing. */
  deactivated?: boolean;
  settings: Partial<Record<UserGroupSettingName, GroupSettingChangeRequest>>;
}

/**
 * PATCH /user_groups/{id} (Zulip's edit_user_group): "No new data supplied"
 * before the group is looked up, then access (can_manage_group, deactivated
 * groups allowed), name, description, reactivation and each setting in
 * Zulip's order, all in one transaction; an event per actual change.
 */
export async function updateUserGroup(
  deps: Deps,
  actor: Actor,
  groupId: number,
  read: InputOrReader<UpdateUserGroupInput>,
): Promise<void> {
  checkMemberOrAdmin(actor);
  const input = readInput(read);
  const given = USER_GROUP_SETTINGS.some((s) => input.settings[s.name] !== undefined);
  if (input.name === undefined && input.description === undefined && input.deactivated === undefined && !given) {
    throw badRequest('No new data supplied');
  }
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const group = await accessGroupForUpdate(tx, sql, actor, groupId, 'can_manage_group', {
      allowDeactivated: true,
      lock: true,
    });
    const events = await GroupEvents.of(sql, emit, actor.realm.id);
    if (input.name !== undefined && input.name !== group.name) await rename(sql, events, group, input.name);
    if (input.description !== undefined) await changeDescription(sql, events, group, input.description);
    if (input.deactivated === false && group.deactivated) await reactivate(sql, events, group.id);
    await changeSettings(tx, events, actor, group, input.settings);
  });
}

async function rename(sql: SqlReader, events: GroupEvents, group: GroupRow, name: string): Promise<void> {
  checkGroupName(name);
  const taken = await sql.query(
    'SELECT id FROM user_group WHERE realm_id = (SELECT realm_id FROM user_group WHERE id = $1) AND name = $2',
    [group.id, name],
  );
  if (taken.length > 0) throw groupNameTaken(name).about('name');
  await sql.query('UPDATE user_group SET name = $2 WHERE id = $1', [group.id, name]);
  // Clients that drop deactivated groups never hear of a deactivated group's rename.
  events.update(group.id, { name }, group.deactivated ? { forDeactivatedGroupClients: true } : undefined);
}

async function changeDescription(
  sql: SqlReader,
  events: GroupEvents,
  group: GroupRow,
  description: string,
): Promise<void> {
  const [row] = await sql.query<{ description: string }>('SELECT description FROM user_group WHERE id = $1', [
    group.id,
  ]);
  if (row.description === description) return;
  await sql.query('UPDATE user_group SET description = $2 WHERE id = $1', [group.id, description]);
  events.update(group.id, { description });
}

async function reactivate(sql: SqlReader, events: GroupEvents, groupId: number): Promise<void> {
  await sql.query('UPDATE user_group SET deactivated = false WHERE id = $1', [groupId]);
  events.update(groupId, { deactivated: false }, { forDeactivatedGroupClients: true });
  // Clients that dropped the group on deactivation get it back whole.
  await events.add(groupId, { forDeactivatedGroupClients: false });
}

async function changeSettings(
  tx: Tx,
  events: GroupEvents,
  actor: Actor,
  group: GroupRow,
  requests: UpdateUserGroupInput['settings'],
): Promise<void> {
  for (const s of USER_GROUP_SETTINGS) {
    const request = requests[s.name];
    if (request === undefined) continue;
    const currentGroupId = group[s.column];
    const change = await aboutSetting(
      s.name,
      changeGroupSetting(tx, request, {
        realmId: actor.realm.id,
        settingName: s.name,
        rules: rulesOf(s),
        currentGroupId,
      }),
    );
    if (change === null) continue;
    await prismaReader(tx).query(`UPDATE user_group SET ${s.column} = $2 WHERE id = $1`, [group.id, change.groupId]);
    events.update(group.id, { [s.name]: change.apiValue });
  }
}
