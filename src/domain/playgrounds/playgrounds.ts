import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import type { AddressedEvent, RealmPlayground } from '../events/types.ts';
import { dbId } from '../ids.ts';
import type { TypedFieldsOrReader } from '../input-reader.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import { isAdmin } from '../roles.ts';
import { playgroundValidationError, readPlayground, type PlaygroundInput } from './validate.ts';

export type { RealmPlayground } from '../events/types.ts';
export type { PlaygroundInput } from './validate.ts';

/** Zulip lists them unordered, which is creation order in practice. */
const LIST_SQL = `SELECT id, name, pygments_language AS "pygmentsLanguage", url_template AS "urlTemplate"
  FROM realm_playground WHERE realm_id = $1 ORDER BY id`;

/** Register's realm_playgrounds (there is no GET endpoint). */
export const listPlaygrounds = (sql: SqlReader, realmId: number): Promise<RealmPlayground[]> =>
  sql.query<RealmPlayground & Record<string, unknown>>(LIST_SQL, [realmId]);

/** Zulip's require_realm_admin, checked before any parameter is read. */
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/** The whole list, to every active user (Zulip's notify_realm_playgrounds). */
async function notifyPlaygrounds(tx: Tx, realmId: number): Promise<AddressedEvent> {
  const playgrounds = await tx.$queryRawUnsafe<RealmPlayground[]>(LIST_SQL, realmId);
  return { realmId, userIds: await activeUserIds(tx, realmId), event: { type: 'realm_playgrounds', playgrounds } };
}

/**
 * POST /realm/playgrounds: the new playground's id. The realm row is locked so
 * two administrators adding the same name and language are taken in turn and
 * the second hears Zulip's uniqueness error.
 */
export async function addPlayground(
  deps: Deps,
  actor: Actor,
  raw: TypedFieldsOrReader<PlaygroundInput>,
): Promise<RealmPlayground> {
  requireAdmin(actor);
  const input = readPlayground(raw);
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const taken = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      'SELECT id FROM realm_playground WHERE realm_id = $1 AND name = $2 AND pygments_language = $3',
      realmId,
      input.name,
      input.pygmentsLanguage,
    );
    const error = playgroundValidationError(input, taken.length > 0);
    if (error) throw error;
    const [row] = await tx.$queryRawUnsafe<RealmPlayground[]>(
      `INSERT INTO realm_playground (realm_id, name, pygments_language, url_template) VALUES ($1, $2, $3, $4)
       RETURNING id, name, pygments_language AS "pygmentsLanguage", url_template AS "urlTemplate"`,
      realmId,
      input.name,
      input.pygmentsLanguage,
      input.urlTemplate,
    );
    emit(await notifyPlaygrounds(tx, realmId));
    return row;
  });
}

/**
 * DELETE /realm/playgrounds/{id}. As in Zulip, an organization whose default
 * code block language was this playground's language loses that default
 * first (its realm update event comes before the playgrounds event).
 */
export async function removePlayground(deps: Deps, actor: Actor, id: number): Promise<void> {
  requireAdmin(actor);
  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const [gone] = await tx.$queryRawUnsafe<Array<{ pygmentsLanguage: string }>>(
      'DELETE FROM realm_playground WHERE id = $1 AND realm_id = $2 RETURNING pygments_language AS "pygmentsLanguage"',
      dbId(id),
      realmId,
    );
    if (!gone) throw badRequest('Invalid playground').as('notFound');
    const realm = await tx.realm.findUniqueOrThrow({ where: { id: realmId }, select: { settings: true } });
    const settings: Record<string, unknown> = realmSettingsOf(realm.settings);
    if (settings.default_code_block_language === gone.pygmentsLanguage) {
      settings.default_code_block_language = '';
      await tx.realm.update({ where: { id: realmId }, data: { settings: settings as object } });
      emit({
        realmId,
        userIds: await activeUserIds(tx, realmId),
        event: { type: 'realm', op: 'update', changes: { defaultCodeBlockLanguage: '' } },
      });
    }
    emit(await notifyPlaygrounds(tx, realmId));
  });
}
