import type { Db } from '../context.ts';

/** The organization's active accounts (humans and bots), the audience of its realm-wide events. */
export async function activeUserIds(db: Db, realmId: number): Promise<number[]> {
  const rows = await db.user.findMany({
    where: { realmId, isActive: true },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((r) => r.id);
}
