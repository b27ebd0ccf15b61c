import {
  addPlayground as add,
  listPlaygrounds,
  removePlayground as remove,
  type PlaygroundInput,
  type RealmPlayground,
} from '../domain/playgrounds/playgrounds.ts';
import type { TypedFieldsOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Code playgrounds (Zulip's /realm/playgrounds): everyone reads them, administrators write them. */

export const playgrounds = (ctx: OperationContext): Promise<RealmPlayground[]> =>
  listPlaygrounds(ctx.deps.db.sql, ctx.actor.realm.id);

export const addPlayground = (
  ctx: OperationContext,
  input: TypedFieldsOrReader<PlaygroundInput>,
): Promise<RealmPlayground> => add(ctx.deps, ctx.actor, input);

export const removePlayground = (ctx: OperationContext, id: number): Promise<void> => remove(ctx.deps, ctx.actor, id);
