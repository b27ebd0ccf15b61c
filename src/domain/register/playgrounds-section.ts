import { prismaReader } from '../../db/sql.ts';
import { listPlaygrounds, type RealmPlayground } from '../playgrounds/playgrounds.ts';
import type { StateContext } from './types.ts';

/** realm_playgrounds: the organization's code playgrounds, for everyone. */
export async function playgroundsState(ctx: StateContext): Promise<{ realm_playgrounds: RealmPlayground[] }> {
  return { realm_playgrounds: await listPlaygrounds(prismaReader(ctx.db), ctx.actor.realm.id) };
}
