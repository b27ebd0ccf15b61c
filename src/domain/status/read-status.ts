import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import type { Db } from '../context.ts';
import { dbId } from '../ids.ts';
import { accessUserById } from '../users/access.ts';
import { statusOf, type UserStatusView } from './user-status.ts';

/** GET /users/{user_id}/status (FL 262): an active human of the realm the actor may access; {} when nothing is set. */
export async function getUserStatus(db: Db, sql: SqlReader, actor: Actor, userId: number): Promise<UserStatusView> {
  const user = await accessUserById(db, actor, dbId(userId), { forAdmin: false });
  return statusOf(sql, user.id);
}
