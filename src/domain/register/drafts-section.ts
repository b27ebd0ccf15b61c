import { prismaReader } from '../../db/sql.ts';
import { syncedDrafts, type Draft } from '../drafts/drafts.ts';
import type { StateContext } from './types.ts';

/** drafts: the user's drafts, oldest edit first; none while synchronization is off. */
export async function draftsState(ctx: StateContext): Promise<{ drafts: Draft[] }> {
  return { drafts: await syncedDrafts(prismaReader(ctx.db), ctx.actor) };
}
