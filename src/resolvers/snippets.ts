import {
  createSavedSnippet,
  deleteSavedSnippet,
  listSavedSnippets,
  updateSavedSnippet,
  type SavedSnippet,
} from '../domain/snippets/saved-snippets.ts';
import type { OperationContext } from './operation-context.ts';

/** Saved snippets (Zulip's /saved_snippets): each user's own. */

export const savedSnippets = (ctx: OperationContext): Promise<SavedSnippet[]> =>
  listSavedSnippets(ctx.deps.db.sql, ctx.actor.user.id);

export const createSnippet = (
  ctx: OperationContext,
  input: { title: string; content: string },
): Promise<SavedSnippet> => createSavedSnippet(ctx.deps, ctx.actor, input);

export const updateSnippet = (
  ctx: OperationContext,
  id: number,
  input: { title?: string; content?: string },
): Promise<SavedSnippet | null> => updateSavedSnippet(ctx.deps, ctx.actor, id, input);

export const deleteSnippet = (ctx: OperationContext, id: number): Promise<void> =>
  deleteSavedSnippet(ctx.deps, ctx.actor, id);
