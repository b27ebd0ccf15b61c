import { prismaReader } from '../../db/sql.ts';
import { listSavedSnippets, savedSnippetDict } from '../snippets/saved-snippets.ts';
import type { StateContext } from './types.ts';

/** saved_snippets: the user's own, as GET /saved_snippets gives them. */
export async function savedSnippetsState(ctx: StateContext): Promise<Record<string, unknown>> {
  return { saved_snippets: (await listSavedSnippets(prismaReader(ctx.db), ctx.actor.user.id)).map(savedSnippetDict) };
}
