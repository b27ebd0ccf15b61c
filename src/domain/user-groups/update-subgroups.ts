import { readInput, type InputOrReader } from '../input-reader.ts';
import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import { accessGroupForUpdate, checkMemberOrAdmin } from './access.ts';
import type { UserGroupSettingName } from '../groups/user-group-permissions.ts';
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

interface SubgroupChange {
  permission: UserGroupSettingName;
  /** The input the subgroup ids came in, for errors about them. */
  param: string;
  op: 'add_subgroups' | 'remove_subgroups';
  /** Checks what this change needs of the ids and writes it. */
  apply: (sql: SqlReader, groupId: number, subgroups: number[]) => Promise<void>;
}

/**
 * Zulip's add_subgroups_to_group_backend (the supergroup's
 * can_add_members_group, duplicates, cycles) and its removal, which takes
 * can_manage_group (not can_remove_members_group), as in Zulip.
 */
const SUBGROUP_CHANGES: Record<'add' | 'remove', SubgroupChange> = {
  add: {
    permission: 'can_add_members_group',
    param: 'addSubgroups',
    op: 'add_subgroups',
    apply: async (sql, groupId, subgroups) => {
      await checkNewSubgroups(sql, groupId, subgroups);
      await insertSubgroups(sql, groupId, subgroups);
    },
  },
  remove: {
    permission: 'can_manage_group',
    param: 'deleteSubgroups',
    op: 'remove_subgroups',
    apply: async (sql, groupId, subgroups) => {
      const direct = await directSubgroupIds(sql, groupId);
      const missing = subgroups.find((id) => !direct.has(id));
      if (missing !== undefined)
        throw badRequest(`User group ${missing} is not a subgroup of this group.`).about('deleteSubgroups');
      await deleteSubgroups(sql, groupId, subgroups);
    },
  },
};

async function changeSubgroups(
  change: SubgroupChange,
  tx: Tx,
  sql: SqlReader,
  events: GroupEvents,
  actor: Actor,
  groupId: number,
  ids: readonly number[],
): Promise<void> {
  await lockSubgroupChanges(sql, actor.realm.id);
  const group = await accessGroupForUpdate(tx, sql, actor, groupId, change.permission, {
    allowDeactivated: true,
    lock: true,
  });
  const subgroups = await checkSubgroups(sql, actor.realm.id, ids, change.param);
  await change.apply(sql, group.id, subgroups);
  events.subgroups(change.op, group.id, subgroups);
}

export const addSubgroups = changeSubgroups.bind(null, SUBGROUP_CHANGES.add);
export const removeSubgroups = changeSubgroups.bind(null, SUBGROUP_CHANGES.remove);

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
