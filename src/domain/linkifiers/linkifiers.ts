import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import type { AddressedEvent, Linkifier } from '../events/types.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { dbId, isDbId } from '../ids.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { isAdmin } from '../roles.ts';
import { linkifierValidationError, strippedLinkifier, type LinkifierInput } from './validate.ts';

export type { Linkifier } from '../events/types.ts';

/** In order; linkifiers created with the same order keep their creation order (Zulip orders by order, then id). */
const LIST_SQL =
  'SELECT id, pattern, url_template AS "urlTemplate" FROM realm_filter WHERE realm_id = $1 ORDER BY "order", id';

/** GET /realm/linkifiers, register's realm_linkifiers, and what rendering applies. */
export const listLinkifiers = (sql: SqlReader, realmId: number): Promise<Linkifier[]> =>
  sql.query<Linkifier & Record<string, unknown>>(LIST_SQL, [realmId], { name: 'realm_linkifiers' });

const linkifierNotFound = () => badRequest('Linkifier not found.').as('notFound');

/** Only administrators change linkifiers (Zulip's require_realm_admin, checked before any parameter). */
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/**
 * Writes run with the realm row locked, so two admins' writes are taken one
 * after the other: a pattern is unique per realm and a new one goes last.
 * The event carries the list as the write left it.
 */
async function writeLinkifiers<T>(
  deps: Deps,
  actor: Actor,
  write: (tx: Tx, current: Linkifier[]) => Promise<T>,
): Promise<T> {
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const current = await tx.$queryRawUnsafe<Linkifier[]>(LIST_SQL, realmId);
    const result = await write(tx, current);
    const after = await tx.$queryRawUnsafe<Linkifier[]>(LIST_SQL, realmId);
    emit(linkifiersEvent(realmId, after, await activeUserIds(tx, realmId)));
    return result;
  });
}

const linkifiersEvent = (realmId: number, list: Linkifier[], userIds: number[]): AddressedEvent => ({
  realmId,
  userIds,
  event: { type: 'realm_linkifiers', linkifiers: list },
});

function checkLinkifier(input: LinkifierInput, current: Linkifier[], selfId: number | null): void {
  const error = linkifierValidationError(input, (pattern) =>
    current.some((l) => l.pattern === pattern && l.id !== selfId),
  );
  if (error) throw error;
}

/** POST /realm/filters: the new linkifier goes after every other. */
export async function createLinkifier(
  deps: Deps,
  actor: Actor,
  raw: InputOrReader<LinkifierInput>,
): Promise<Linkifier> {
  requireAdmin(actor);
  const input = strippedLinkifier(readInput(raw));
  return writeLinkifiers(deps, actor, async (tx, current) => {
    checkLinkifier(input, current, null);
    const [row] = await tx.$queryRawUnsafe<Linkifier[]>(
      `INSERT INTO realm_filter (realm_id, pattern, url_template, "order")
       VALUES ($1, $2, $3, (SELECT COALESCE(MAX("order") + 1, 0) FROM realm_filter WHERE realm_id = $1))
       RETURNING id, pattern, url_template AS "urlTemplate"`,
      actor.realm.id,
      input.pattern,
      input.urlTemplate,
    );
    return row;
  });
}

/** PATCH /realm/filters/{id}: a missing linkifier is answered before the values are checked. */
export async function updateLinkifier(
  deps: Deps,
  actor: Actor,
  id: number,
  raw: InputOrReader<LinkifierInput>,
): Promise<Linkifier> {
  requireAdmin(actor);
  const input = strippedLinkifier(readInput(raw));
  return writeLinkifiers(deps, actor, async (tx, current) => {
    if (!current.some((l) => l.id === id)) throw linkifierNotFound();
    checkLinkifier(input, current, id);
    const [row] = await tx.$queryRawUnsafe<Linkifier[]>(
      'UPDATE realm_filter SET pattern = $2, url_template = $3 WHERE id = $1 RETURNING id, pattern, url_template AS "urlTemplate"',
      id,
      input.pattern,
      input.urlTemplate,
    );
    return row;
  });
}

/** DELETE /realm/filters/{id}. */
export async function deleteLinkifier(deps: Deps, actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  await writeLinkifiers(deps, actor, async (tx) => {
    const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      'DELETE FROM realm_filter WHERE id = $1 AND realm_id = $2 RETURNING id',
      dbId(id),
      actor.realm.id,
    );
    if (rows.length === 0) throw linkifierNotFound();
    return true;
  });
}

/**
 * PATCH /realm/linkifiers (Zulip's check_reorder_linkifiers): the list must
 * name every linkifier once. An empty realm accepts `[]` and hears nothing.
 */
export async function reorderLinkifiers(deps: Deps, actor: Actor, input: InputOrReader<number[]>): Promise<void> {
  requireAdmin(actor);
  const orderedIds = readInput(input);
  if (new Set(orderedIds).size < orderedIds.length)
    throw badRequest('The ordered list must not contain duplicated linkifiers');
  const mismatch = () => badRequest('The ordered list must enumerate all existing linkifiers exactly once');
  if (orderedIds.length === 0) {
    if ((await listLinkifiers(deps.db.sql, actor.realm.id)).length > 0) throw mismatch();
    return;
  }
  if (!orderedIds.every(isDbId)) throw mismatch();
  await writeLinkifiers(deps, actor, async (tx, current) => {
    if (current.length !== orderedIds.length || !current.every((l) => orderedIds.includes(l.id))) throw mismatch();
    await tx.$queryRawUnsafe(
      'UPDATE realm_filter f SET "order" = o.ord - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, ord) WHERE f.id = o.id AND f.realm_id = $2',
      orderedIds,
      actor.realm.id,
    );
    return true;
  });
}
