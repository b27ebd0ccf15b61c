import type { FieldsOrReader, TypedFieldsOrReader } from '../domain/input-reader.ts';
import {
  addNavigationView as add,
  listNavigationViews,
  removeNavigationView as remove,
  updateNavigationView as update,
  type NavigationView,
  type NavigationViewPatch,
  type NewNavigationView,
} from '../domain/navigation-views/navigation-views.ts';
import type { OperationContext } from './operation-context.ts';

/** A user's navigation views (Zulip's /navigation_views): each user reads and writes only their own. */

export const navigationViews = (ctx: OperationContext): Promise<NavigationView[]> =>
  listNavigationViews(ctx.deps.db.sql, ctx.actor.user.id);

export const addNavigationView = (
  ctx: OperationContext,
  input: TypedFieldsOrReader<NewNavigationView>,
): Promise<NavigationView> => add(ctx.deps, ctx.actor, input);

export const updateNavigationView = (
  ctx: OperationContext,
  fragment: string,
  input: FieldsOrReader<NavigationViewPatch>,
): Promise<NavigationView> => update(ctx.deps, ctx.actor, fragment, input);

export const removeNavigationView = (ctx: OperationContext, fragment: string): Promise<NavigationView> =>
  remove(ctx.deps, ctx.actor, fragment);
