import * as snippets from '../../resolvers/snippets.ts';
import { savedSnippetJson } from '../presenters/snippets.ts';
import { userRoute, type RouteDef } from '../route.ts';

const snippetIdOf = (path: Record<string, string>): number => Number(path.saved_snippet_id);

/**
 * Saved snippets (FL 297; editing FL 368). The operations read the parameters
 * in Zulip's order (content, then title) and check each as they read it.
 */
export const snippetsRoutes: RouteDef[] = [
  userRoute('GET', '/saved_snippets', async (ctx) => ({
    saved_snippets: (await snippets.savedSnippets(ctx)).map(savedSnippetJson),
  })),
  userRoute('POST', '/saved_snippets', async (ctx) => {
    const created = await snippets.createSnippet(ctx, (name) => ctx.params.str(name));
    return { saved_snippet_id: created.id };
  }),
  userRoute('PATCH', '/saved_snippets/{saved_snippet_id:int}', async (ctx) => {
    await snippets.updateSnippet(ctx, snippetIdOf(ctx.path), (name) => ctx.params.str(name));
  }),
  userRoute('DELETE', '/saved_snippets/{saved_snippet_id:int}', async (ctx) => {
    await snippets.deleteSnippet(ctx, snippetIdOf(ctx.path));
  }),
];
