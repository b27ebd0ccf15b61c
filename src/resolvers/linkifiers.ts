import {
  createLinkifier as create,
  deleteLinkifier as remove,
  listLinkifiers,
  reorderLinkifiers as reorder,
  updateLinkifier as update,
  type Linkifier,
} from '../domain/linkifiers/linkifiers.ts';
import type { LinkifierInput } from '../domain/linkifiers/validate.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Realm linkifiers (Zulip's /realm/linkifiers and /realm/filters): everyone reads them, administrators write them. */

export const linkifiers = (ctx: OperationContext): Promise<Linkifier[]> =>
  listLinkifiers(ctx.deps.db.sql, ctx.actor.realm.id);

export const createLinkifier = (ctx: OperationContext, input: InputOrReader<LinkifierInput>): Promise<Linkifier> =>
  create(ctx.deps, ctx.actor, input);

export const updateLinkifier = (
  ctx: OperationContext,
  id: number,
  input: InputOrReader<LinkifierInput>,
): Promise<Linkifier> => update(ctx.deps, ctx.actor, id, input);

export const deleteLinkifier = (ctx: OperationContext, id: number): Promise<void> => remove(ctx.deps, ctx.actor, id);

/** The linkifiers in their new order. */
export async function reorderLinkifiers(
  ctx: OperationContext,
  orderedIds: InputOrReader<number[]>,
): Promise<Linkifier[]> {
  await reorder(ctx.deps, ctx.actor, orderedIds);
  return linkifiers(ctx);
}
