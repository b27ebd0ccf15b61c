import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { keyRange, pageOfKeys, pageOfRows, type KeysetPage, type KeysetRequest } from '../paging.ts';
import type { UserRow } from './format.ts';
import { userAccessOf } from './user-access.ts';

export type UsersPage = KeysetPage<UserRow> & { totalCount: number };

/**
 * A page of the users the actor may see (listUsers' users, by id): the page's
 * rows only, read by key range in SQL, and their number by an index count.
 * A guest limited to the people they share something with pages over the ids
 * they are shown (only ids are read whole; the rows are the page's).
 */
export async function usersPage(deps: Deps, actor: Actor, r: KeysetRequest): Promise<UsersPage> {
  const db = deps.db.prisma;
  const realmId = actor.realm.id;
  const access = await userAccessOf(deps.db.sql, actor);
  if (access.limited) {
    const all = await db.user.findMany({ where: { realmId }, select: { id: true }, orderBy: { id: 'asc' } });
    const shown = all.map((u) => u.id).filter((id) => access.listed(id));
    const keys = pageOfKeys(shown, r);
    const rows = await db.user.findMany({ where: { realmId, id: { in: keys.items } }, orderBy: { id: 'asc' } });
    return { items: rows, more: keys.more, totalCount: shown.length };
  }
  const [rows, totalCount] = await Promise.all([
    db.user.findMany({
      where: { realmId, id: keyRange(r) },
      orderBy: { id: r.backwards ? 'desc' : 'asc' },
      take: r.limit + 1,
    }),
    db.user.count({ where: { realmId } }),
  ]);
  return { ...pageOfRows(rows, r), totalCount };
}
