import { readInput, type InputOrReader } from '../input-reader.ts';
import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessGroupForUpdate, checkMemberOrAdmin } from './access.ts';
import { GroupEvents } from '../groups/events.ts';
import {
  checkNewSubgroups,
  checkSubgroups,
  deleteSubgroups,
  directSubgroupIds,
  insertSubgroups,
} from '../groups/membership.ts';

const SUBGROUP_LOCK_CLASS = 0x75_67_73_62;

/**
 * Subgroup changes of a realm run one at a time: two transactions that each
 * add one group below the other would both pass the cycle check otherwise.
 */
async function lockSubgroupChanges(sql: SqlReader, realmId: number): Promise<void> {
  await sql.query('SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)', [SUBGROUP_LOCK_CLASS, realmId]);
}

/** Zulip's add_subgroups_to_group_backend: the supergroup's can_add_members_group, the ids, duplicates, cycles. */
export async function addSubgroups(
  tx: Tx,
  sql: SqlReader,
  events: GroupEvents,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<void> {
  await lockSubgroupChanges(sql, actor.realm.id);
  const group = await accessGroupForUpdate(tx, sql, actor, groupId, 'can_add_members_group', {
    allowDeactivated: true,
    lock: true,
  });
  const subgroups = await checkSubgroups(sql, actor.realm.id, ids, 'addSubgroups');
  await checkNewSubgroups(sql, group.id, subgroups);
  await insertSubgroups(sql, group.id, subgroups);
  events.subgroups('add_subgroups', group.id, subgroups);
}

/** Removing subgroups takes can_manage_group (not can_remove_members_group), as in Zulip. */
export async function removeSubgroups(
  tx: Tx,
  sql: SqlReader,
  events: GroupEvents,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<void> {
  await lockSubgroupChanges(sql, actor.realm.id);
  const group = await accessGroupForUpdate(tx, sql, actor, groupId, 'can_manage_group', {
    allowDeactivated: true,
    lock: true,
  });
  const subgroups = await checkSubgroups(sql, actor.realm.id, ids, 'deleteSubgroups');
  const direct = await directSubgroupIds(sql, group.id);
  const missing = subgroups.find((id) => !direct.has(id));
  if (missing !== undefined)
    throw badRequest(`User group ${missing} is not a subgroup of this group.`).about('deleteSubgroups');
  await deleteSubgroups(sql, group.id, subgroups);
  events.subgroups('remove_subgroups', group.id, subgroups);
}

export interface UpdateSubgroupsInput {
  add?: readonly number[];
  delete?: readonly number[];
}

/** POST /user_groups/{id}/subgroups: add, then delete, in one transaction. */
export async function updateGroupSubgroups(
  deps: Deps,
  actor: Actor,
  groupId: number,
  read: InputOrReader<UpdateSubgroupsInput>,
): Promise<void> {
  checkMemberOrAdmin(actor);
  const input = readInput(read);
  const add = input.add ?? [];
  const remove = input.delete ?? [];
  if (add.length === 0 && remove.length === 0)
    throw badRequest('Nothing to do. Specify at least one of "add" or "delete".');
  await inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const events = await GroupEvents.of(sql, emit, actor.realm.id);
    if (add.length > 0) await addSubgroups(tx, sql, events, actor, groupId, add);
    if (remove.length > 0) await removeSubgroups(tx, sql, events, actor, groupId, remove);
  });
}
