import { prismaReader } from '../../db/sql.ts';
import { listSavedSnippets, type SavedSnippet } from '../snippets/saved-snippets.ts';
import type { StateContext } from './types.ts';

/** saved_snippets: the user's own, as GET /saved_snippets gives them. */
export async function savedSnippetsState(ctx: StateContext): Promise<{ saved_snippets: SavedSnippet[] }> {
  return { saved_snippets: await listSavedSnippets(prismaReader(ctx.db), ctx.actor.user.id) };
}
