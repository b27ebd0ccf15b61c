import {
  createSavedSnippet,
  deleteSavedSnippet,
  listSavedSnippets,
  updateSavedSnippet,
  type SavedSnippet,
  type SnippetFields,
} from '../domain/snippets/saved-snippets.ts';
import type { FieldsOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Saved snippets (Zulip's /saved_snippets): each user's own. */

export const savedSnippets = (ctx: OperationContext): Promise<SavedSnippet[]> =>
  listSavedSnippets(ctx.deps.db.sql, ctx.actor.user.id);

export const createSnippet = (ctx: OperationContext, input: FieldsOrReader<SnippetFields>): Promise<SavedSnippet> =>
  createSavedSnippet(ctx.deps, ctx.actor, input);

export const updateSnippet = (
  ctx: OperationContext,
  id: number,
  input: FieldsOrReader<Partial<SnippetFields>>,
): Promise<SavedSnippet | null> => updateSavedSnippet(ctx.deps, ctx.actor, id, input);

export const deleteSnippet = (ctx: OperationContext, id: number): Promise<void> =>
  deleteSavedSnippet(ctx.deps, ctx.actor, id);
