import { prismaReader, type SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inSqlTransaction, inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Draft } from '../events/payloads/drafts.ts';
import type { AddressedEvent } from '../events/types.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { dbId } from '../ids.ts';
import type { KeysetPage, KeysetRequest } from '../paging.ts';
import { ownRowsPage } from '../own-rows-page.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { checkDraft, readDraft, type CheckedDraft, type DraftSource } from './draft-data.ts';

export type { Draft } from '../events/payloads/drafts.ts';

interface Row {
  id: number;
  type: string;
  to: number[] | null;
  topic: string;
  content: string;
  last_edit_time: Date;
}

const TYPES: ReadonlyArray<Draft['type']> = ['', 'stream', 'private'];

const draftOf = (r: Row): Draft => ({
  id: r.id,
  type: TYPES.find((t) => t === r.type) ?? '',
  to: r.to ?? [],
  topic: r.topic,
  content: r.content,
  timestamp: Math.floor(r.last_edit_time.getTime() / 1000),
});

const COLUMNS = 'id, type, "to", topic, content, last_edit_time';

const syncsDrafts = (actor: Actor): boolean =>
  userSettingsOf(actor.user.settings).enable_drafts_synchronization === true;

/** Every drafts endpoint first: the user may have turned synchronization off. */
function checkDraftsEnabled(actor: Actor): void {
  if (!syncsDrafts(actor)) throw badRequest('User has disabled synchronizing drafts.');
}

const draftDoesNotExist = () => notFound('Draft does not exist');
const toOwner = (actor: Actor, event: AddressedEvent['event']): AddressedEvent => ({
  realmId: actor.realm.id,
  event,
  userIds: [actor.user.id],
});

const draftsOf = async (sql: SqlReader, userId: number): Promise<Draft[]> =>
  (
    await sql.query<Row & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM draft WHERE user_id = $1 ORDER BY last_edit_time, id`,
      [userId],
    )
  ).map(draftOf);

/** GET /drafts. */
export async function listDrafts(deps: Deps, actor: Actor): Promise<Draft[]> {
  checkDraftsEnabled(actor);
  return draftsOf(deps.db.sql, actor.user.id);
}

/** A page of the user's drafts by id, read in SQL from the page's key, with how many drafts the user has. */
export async function listDraftsPage(
  deps: Deps,
  actor: Actor,
  r: KeysetRequest,
): Promise<KeysetPage<Draft> & { totalCount: number }> {
  checkDraftsEnabled(actor);
  const q = { table: 'draft', columns: COLUMNS, owner: 'user_id', key: 'id' };
  const page = await ownRowsPage<Row & Record<string, unknown>>(deps.db.sql, q, actor.user.id, r);
  return { ...page, items: page.items.map(draftOf) };
}

/** What a session starts with (register's drafts, GraphQL's bootstrap): the drafts, none while synchronization is off. */
export const syncedDrafts = (sql: SqlReader, actor: Actor): Promise<Draft[]> =>
  syncsDrafts(actor) ? draftsOf(sql, actor.user.id) : Promise.resolve([]);

async function insertDraft(tx: Tx, userId: number, d: CheckedDraft): Promise<Draft> {
  const [row] = await prismaReader(tx).query<Row & Record<string, unknown>>(
    `INSERT INTO draft (user_id, type, "to", topic, content, last_edit_time) VALUES ($1, $2, $3::int[], $4, $5, $6) RETURNING ${COLUMNS}`,
    [userId, d.type, d.to, d.topic, d.content, d.lastEditTime],
  );
  return draftOf(row);
}

/** POST /drafts: every draft checked, then all stored, or none. */
export async function createDrafts(
  deps: Deps,
  actor: Actor,
  input: InputOrReader<readonly DraftSource[]>,
): Promise<Draft[]> {
  checkDraftsEnabled(actor);
  // Each draft is read whole, in order, before the next (pydantic's order of errors).
  const drafts = readInput(input).map((d, i) => readDraft(d, ['drafts', i]));
  return inTransaction(deps, async (tx, emit) => {
    const now = deps.clock.now();
    const checked: CheckedDraft[] = [];
    for (const d of drafts) checked.push(await checkDraft(tx, actor, d, now));
    const created: Draft[] = [];
    for (const d of checked) created.push(await insertDraft(tx, actor.user.id, d));
    if (created.length > 0) emit(toOwner(actor, { type: 'drafts', op: 'add', drafts: created }));
    return created;
  });
}

/** PATCH /drafts/{id}: a full replacement of one's own draft. */
export async function updateDraft(deps: Deps, actor: Actor, draftId: number, input: DraftSource): Promise<Draft> {
  checkDraftsEnabled(actor);
  const draft = readDraft(input, ['draft']);
  return inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    const [existing] = await sql.query<{ id: number }>(
      'SELECT id FROM draft WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [dbId(draftId), actor.user.id],
    );
    if (!existing) throw draftDoesNotExist();
    const d = await checkDraft(tx, actor, draft, deps.clock.now());
    const [row] = await sql.query<Row & Record<string, unknown>>(
      `UPDATE draft SET type = $2, "to" = $3::int[], topic = $4, content = $5, last_edit_time = $6 WHERE id = $1 RETURNING ${COLUMNS}`,
      [existing.id, d.type, d.to, d.topic, d.content, d.lastEditTime],
    );
    const updated = draftOf(row);
    emit(toOwner(actor, { type: 'drafts', op: 'update', draft: updated }));
    return updated;
  });
}

/** DELETE /drafts/{id}. */
export async function deleteDraft(deps: Deps, actor: Actor, draftId: number): Promise<void> {
  checkDraftsEnabled(actor);
  await inSqlTransaction(deps, async (sql, emit) => {
    const rows = await sql.query<{ id: number }>('DELETE FROM draft WHERE id = $1 AND user_id = $2 RETURNING id', [
      dbId(draftId),
      actor.user.id,
    ]);
    if (rows.length === 0) throw draftDoesNotExist();
    emit(toOwner(actor, { type: 'drafts', op: 'remove', draftId: rows[0].id }));
  });
}

/** Turning enable_drafts_synchronization off deletes the stored drafts, without events (as Zulip). */
export async function dropAllDrafts(tx: Tx, userId: number): Promise<void> {
  await prismaReader(tx).query('DELETE FROM draft WHERE user_id = $1', [userId]);
}
