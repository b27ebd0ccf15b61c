import { readInput, type InputOrReader } from '../input-reader.ts';
import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessGroupForSelf, accessGroupForUpdate, checkMemberOrAdmin, type GroupRow } from './access.ts';
import { GroupEvents } from '../groups/events.ts';
import { notifyMembershipChange } from './notifications.ts';
import { checkActiveUsers, deleteMembers, directMemberIds, insertMembers } from '../groups/membership.ts';
import { addSubgroups, removeSubgroups } from './update-subgroups.ts';

export interface UpdateMembersInput {
  add?: readonly number[];
  delete?: readonly number[];
  addSubgroups?: readonly number[];
  deleteSubgroups?: readonly number[];
}

const given = (ids: readonly number[] | undefined): ids is readonly number[] => ids !== undefined && ids.length > 0;

/**
 * POST /user_groups/{id}/members (Zulip's update_user_group_backend): add,
 * delete, add_subgroups and delete_subgroups in that order, in one
 * transaction — a failing part leaves the group as it was.
 */
export async function updateGroupMembers(
  deps: Deps,
  actor: Actor,
  groupId: number,
  read: InputOrReader<UpdateMembersInput>,
): Promise<void> {
  checkMemberOrAdmin(actor);
  const input = readInput(read);
  if (!given(input.add) && !given(input.delete) && !given(input.addSubgroups) && !given(input.deleteSubgroups)) {
    throw badRequest('Nothing to do. Specify at least one of "add", "delete", "add_subgroups" or "delete_subgroups".');
  }
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const events = await GroupEvents.of(sql, emit, actor.realm.id);
    if (given(input.add)) {
      const { group, users } = await addMembers(tx, sql, events, actor, groupId, input.add);
      await notifyMembershipChange(deps, tx, emit, actor, group, users, 'added');
    }
    if (given(input.delete)) {
      const { group, users } = await removeMembers(tx, sql, events, actor, groupId, input.delete);
      await notifyMembershipChange(deps, tx, emit, actor, group, users, 'removed');
    }
    if (given(input.addSubgroups)) await addSubgroups(tx, sql, events, actor, groupId, input.addSubgroups);
    if (given(input.deleteSubgroups)) await removeSubgroups(tx, sql, events, actor, groupId, input.deleteSubgroups);
  });
}

const isSelf = (actor: Actor, ids: readonly number[]): boolean => ids.length === 1 && ids[0] === actor.user.id;

/** Joining is adding exactly oneself: can_join_group, else can_add_members_group. */
function accessForAdding(
  tx: Tx,
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<GroupRow> {
  return isSelf(actor, ids)
    ? accessGroupForSelf(tx, sql, actor, groupId, 'can_join_group', 'can_add_members_group')
    : accessGroupForUpdate(tx, sql, actor, groupId, 'can_add_members_group', { allowDeactivated: true, lock: true });
}

type Changed = { group: GroupRow; users: number[] };

async function addMembers(
  tx: Tx,
  sql: SqlReader,
  events: GroupEvents,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<Changed> {
  const group = await accessForAdding(tx, sql, actor, groupId, ids);
  const users = await checkActiveUsers(sql, actor.realm.id, ids, 'add');
  const current = await directMemberIds(sql, group.id);
  const already = users.find((id) => current.has(id));
  if (already !== undefined) throw badRequest(`User ${already} is already a member of this group`).about('add');
  await insertMembers(sql, group.id, users);
  events.members('add_members', group.id, users);
  return { group, users };
}

async function removeMembers(
  tx: Tx,
  sql: SqlReader,
  events: GroupEvents,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<Changed> {
  // Zulip resolves the users before the permission check.
  const users = await checkActiveUsers(sql, actor.realm.id, ids, 'delete');
  const group = isSelf(actor, ids)
    ? await accessGroupForSelf(tx, sql, actor, groupId, 'can_leave_group', 'can_remove_members_group')
    : await accessGroupForUpdate(tx, sql, actor, groupId, 'can_remove_members_group', {
        allowDeactivated: true,
        lock: true,
      });
  const current = await directMemberIds(sql, group.id);
  const missing = users.find((id) => !current.has(id));
  if (missing !== undefined) throw badRequest(`There is no member '${missing}' in this user group`).about('delete');
  await deleteMembers(sql, group.id, users);
  events.members('remove_members', group.id, users);
  return { group, users };
}
