import { checkSnippetContent, checkSnippetTitle } from '../../domain/snippets/saved-snippets.ts';
import * as snippets from '../../resolvers/snippets.ts';
import { savedSnippetJson } from '../presenters/snippets.ts';
import { userRoute, type RouteDef } from '../route.ts';

const snippetIdOf = (path: Record<string, string>): number => Number(path.saved_snippet_id);

/** Saved snippets (FL 297; editing FL 368). Parameters in Zulip's order (content, then title), each checked as it is read. */
export const snippetsRoutes: RouteDef[] = [
  userRoute('GET', '/saved_snippets', async (ctx) => ({
    saved_snippets: (await snippets.savedSnippets(ctx)).map(savedSnippetJson),
  })),
  userRoute('POST', '/saved_snippets', async (ctx) => {
    const content = checkSnippetContent(ctx.params.str('content', { required: true }));
    const title = checkSnippetTitle(ctx.params.str('title', { required: true }));
    return { saved_snippet_id: (await snippets.createSnippet(ctx, { title, content })).id };
  }),
  userRoute('PATCH', '/saved_snippets/{saved_snippet_id:int}', async (ctx) => {
    const raw = { content: ctx.params.str('content'), title: ctx.params.str('title') };
    const content = raw.content === undefined ? undefined : checkSnippetContent(raw.content);
    const title = raw.title === undefined ? undefined : checkSnippetTitle(raw.title);
    await snippets.updateSnippet(ctx, snippetIdOf(ctx.path), { title, content });
  }),
  userRoute('DELETE', '/saved_snippets/{saved_snippet_id:int}', async (ctx) => {
    await snippets.deleteSnippet(ctx, snippetIdOf(ctx.path));
  }),
];
