import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { checkMemberOrAdmin, findActiveGroup } from './access.ts';
import { userInGroupSql } from '../groups/permission.ts';
import { dbId } from '../ids.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { accessUserById } from '../users/access.ts';

/** GET /user_groups/{id}/members/{user_id}: the target is an active human of the realm. */
export async function isGroupMember(
  db: Db,
  sql: SqlReader,
  actor: Actor,
  groupId: number,
  userId: number,
  read: InputOrReader<{ directOnly: boolean }>,
): Promise<boolean> {
  checkMemberOrAdmin(actor);
  const o = readInput(read);
  const group = await findActiveGroup(sql, actor.realm.id, groupId);
  const user = await accessUserById(db, actor, dbId(userId), { forAdmin: false });
  const [row] = await sql.query<{ member: boolean }>(
    o.directOnly
      ? 'SELECT EXISTS (SELECT 1 FROM user_group_membership WHERE user_group_id = $1 AND user_id = $2) AS member'
      : `SELECT ${userInGroupSql('$1::int', '$2::int')} AS member`,
    [group.id, user.id],
  );
  return row?.member === true;
}
