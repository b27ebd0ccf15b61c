import type { DraftSource } from '../domain/drafts/draft-data.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import {
  createDrafts as create,
  deleteDraft as remove,
  listDrafts,
  listDraftsPage,
  updateDraft as update,
  type Draft,
} from '../domain/drafts/drafts.ts';
import type { KeysetPage, KeysetRequest } from '../domain/paging.ts';
import type { OperationContext } from './operation-context.ts';

/** Drafts (Zulip's /drafts): each user's own, synchronized between their devices. */

export const drafts = (ctx: OperationContext): Promise<Draft[]> => listDrafts(ctx.deps, ctx.actor);

export const draftsPage = (
  ctx: OperationContext,
  r: KeysetRequest,
): Promise<KeysetPage<Draft> & { totalCount: number }> => listDraftsPage(ctx.deps, ctx.actor, r);

export const createDrafts = (ctx: OperationContext, input: InputOrReader<readonly DraftSource[]>): Promise<Draft[]> =>
  create(ctx.deps, ctx.actor, input);

export const updateDraft = (ctx: OperationContext, id: number, draft: DraftSource): Promise<Draft> =>
  update(ctx.deps, ctx.actor, id, draft);

export const deleteDraft = (ctx: OperationContext, id: number): Promise<void> => remove(ctx.deps, ctx.actor, id);
