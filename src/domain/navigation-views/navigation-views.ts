import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import type { AddressedEvent, NavigationView } from '../events/types.ts';
import { readField, readTypedField, type FieldsOrReader, type TypedFieldsOrReader } from '../input-reader.ts';
import { pyStrip } from '../python-text.ts';
import { isStorableText } from '../text.ts';

export type { NavigationView } from '../events/types.ts';

/** The web client's own views (Zulip's BUILT_IN_VIEW_FRAGMENTS): they are pinned or not, never named. */
export const BUILT_IN_VIEW_FRAGMENTS: readonly string[] = [
  'inbox',
  'recent',
  'feed',
  'drafts',
  'narrow/has/reaction/sender/me',
  'narrow/is/mentioned',
  'narrow/is/starred',
];

export interface NewNavigationView {
  fragment: string;
  isPinned: boolean;
  name?: string | null;
}

export interface NavigationViewPatch {
  isPinned?: boolean;
  name?: string;
}

/** Zulip's StringConstraints(strip_whitespace=True, min_length=1), for the values it checks so. */
export function strippedNonBlank(param: string, value: string): string {
  const stripped = pyStrip(value);
  if (stripped === '') throw badRequest(`${param} cannot be blank`).about(param);
  return stripped;
}

/** GET /navigation_views and register's navigation_views: the user's views, oldest first. */
export const listNavigationViews = (sql: SqlReader, userId: number): Promise<NavigationView[]> =>
  sql.query<NavigationView & Record<string, unknown>>(
    'SELECT fragment, is_pinned AS "isPinned", name FROM navigation_view WHERE user_id = $1 ORDER BY id',
    [userId],
  );

const alreadyExists = () => badRequest('Navigation view already exists.');
const builtInNamed = () => badRequest('Built-in views cannot have a custom name.').about('name');

async function exists(tx: Tx, userId: number, column: 'fragment' | 'name', value: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<unknown[]>(
    `SELECT 1 FROM navigation_view WHERE user_id = $1 AND ${column} = $2`,
    userId,
    value,
  );
  return rows.length > 0;
}

/** The user's row is locked so that the user's own concurrent requests are taken in turn. */
const lockUser = (tx: Tx, userId: number) =>
  tx.$queryRawUnsafe('SELECT id FROM user_profile WHERE id = $1 FOR UPDATE', userId);

const toUser = (actor: Actor, event: AddressedEvent['event']): AddressedEvent => ({
  realmId: actor.realm.id,
  userIds: [actor.user.id],
  event,
});

/** POST /navigation_views: a built-in view's pin takes no name; a custom view needs one. */
export async function addNavigationView(
  deps: Deps,
  actor: Actor,
  raw: TypedFieldsOrReader<NewNavigationView>,
): Promise<NavigationView> {
  const fragment = strippedNonBlank('fragment', readTypedField(raw, 'fragment'));
  const isPinned = readTypedField(raw, 'isPinned');
  const given = readTypedField(raw, 'name');
  const name = given == null ? null : strippedNonBlank('name', given);
  if (BUILT_IN_VIEW_FRAGMENTS.includes(fragment)) {
    if (name !== null) throw builtInNamed();
  } else if (!name) throw badRequest('Custom views must have a valid name.').about('name');
  return inTransaction(deps, async (tx, emit) => {
    await lockUser(tx, actor.user.id);
    if (await exists(tx, actor.user.id, 'fragment', fragment)) throw alreadyExists();
    if (name !== null && (await exists(tx, actor.user.id, 'name', name))) throw alreadyExists();
    await tx.$executeRawUnsafe(
      'INSERT INTO navigation_view (user_id, fragment, is_pinned, name) VALUES ($1, $2, $3, $4)',
      actor.user.id,
      fragment,
      isPinned,
      name,
    );
    const view: NavigationView = { fragment, isPinned, name };
    emit(toUser(actor, { type: 'navigation_view', op: 'add', navigationView: view }));
    return view;
  });
}

/** Zulip's get_navigation_view refusal. */
const noSuchView = () => notFound('Navigation view does not exist.');

/** PATCH /navigation_views/{fragment}: the pin and the name, each when given. */
export async function updateNavigationView(
  deps: Deps,
  actor: Actor,
  rawFragment: string,
  raw: FieldsOrReader<NavigationViewPatch>,
): Promise<NavigationView> {
  const fragment = strippedNonBlank('fragment', rawFragment);
  const isPinned = readField(raw, 'isPinned');
  const given = readField(raw, 'name');
  const name = given === undefined ? undefined : strippedNonBlank('name', given);
  if (BUILT_IN_VIEW_FRAGMENTS.includes(fragment) && name !== undefined) throw builtInNamed();
  // A fragment the database cannot hold (a NUL byte) is in no row.
  if (!isStorableText(fragment)) throw noSuchView();
  return inTransaction(deps, async (tx, emit) => {
    await lockUser(tx, actor.user.id);
    if (name !== undefined && (await exists(tx, actor.user.id, 'name', name))) throw alreadyExists();
    const [view] = await tx.$queryRawUnsafe<NavigationView[]>(
      `UPDATE navigation_view SET is_pinned = COALESCE($3, is_pinned), name = COALESCE($4, name)
       WHERE user_id = $1 AND fragment = $2 RETURNING fragment, is_pinned AS "isPinned", name`,
      actor.user.id,
      fragment,
      isPinned ?? null,
      name ?? null,
    );
    if (!view) throw noSuchView();
    const data: { isPinned?: boolean; name?: string } = {};
    if (name !== undefined) data.name = name;
    if (isPinned !== undefined) data.isPinned = isPinned;
    emit(toUser(actor, { type: 'navigation_view', op: 'update', fragment, data }));
    return view;
  });
}

/** DELETE /navigation_views/{fragment}: the view removed, as it was. */
export async function removeNavigationView(deps: Deps, actor: Actor, rawFragment: string): Promise<NavigationView> {
  const fragment = strippedNonBlank('fragment', rawFragment);
  if (!isStorableText(fragment)) throw noSuchView();
  return inTransaction(deps, async (tx, emit) => {
    const [gone] = await tx.$queryRawUnsafe<NavigationView[]>(
      'DELETE FROM navigation_view WHERE user_id = $1 AND fragment = $2 RETURNING fragment, is_pinned AS "isPinned", name',
      actor.user.id,
      fragment,
    );
    if (gone === undefined) throw noSuchView();
    emit(toUser(actor, { type: 'navigation_view', op: 'remove', fragment }));
    return gone;
  });
}
