import type { SqlReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Db, type Deps, type Tx } from '../context.ts';
import { adminRequired, badRequest, type DomainError } from '../errors.ts';
import type { AddressedEvent, ChannelFolder, ChannelFolderChanges } from '../events/types.ts';
import { dbId } from '../ids.ts';
import {
  readField,
  readInput,
  readTypedField,
  type FieldsOrReader,
  type InputOrReader,
  type TypedFieldsOrReader,
} from '../input-reader.ts';
import { linksOf } from '../markdown/render-message.ts';
import { renderDescription } from '../markdown/render-description.ts';
import { firstUnprintablePosition } from '../python-text.ts';
import { activeUserIds } from '../realm/active-users.ts';
import { isAdmin } from '../roles.ts';
import { longerThan } from '../text.ts';

export type { ChannelFolder, ChannelFolderChanges } from '../events/types.ts';

/** Zulip's ChannelFolder.MAX_NAME_LENGTH and MAX_DESCRIPTION_LENGTH. */
export const MAX_CHANNEL_FOLDER_NAME_LENGTH = 60;
export const MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH = 1024;

export interface NewChannelFolder {
  description: string;
  name: string;
}

/** PATCH /channel_folders/{id}: each field changes only when given. */
export interface ChannelFolderPatch {
  description?: string;
  isArchived?: boolean;
  name?: string;
}

const FOLDER_COLUMNS = `id, name, description, rendered_description AS "renderedDescription", "order",
  floor(extract(epoch FROM date_created))::int AS "dateCreated", creator_id AS "creatorId", is_archived AS "isArchived"`;

/** GET /channel_folders and register's channel_folders: by `order` (Zulip 11, feature level 414). */
export const listChannelFolders = (
  sql: SqlReader,
  realmId: number,
  includeArchived: boolean,
): Promise<ChannelFolder[]> =>
  sql.query<ChannelFolder & Record<string, unknown>>(
    `SELECT ${FOLDER_COLUMNS} FROM channel_folder WHERE realm_id = $1 AND ($2 OR NOT is_archived) ORDER BY "order", id`,
    [realmId, includeArchived],
  );

async function folderById(db: Db, realmId: number, id: number): Promise<ChannelFolder> {
  const [folder] = await db.$queryRawUnsafe<ChannelFolder[]>(
    `SELECT ${FOLDER_COLUMNS} FROM channel_folder WHERE id = $1 AND realm_id = $2`,
    dbId(id),
    realmId,
  );
  if (!folder) throw invalidFolderId();
  return folder;
}

/** Zulip's get_channel_folder_by_id refusal. */
export const invalidFolderId = (): DomainError => badRequest('Invalid channel folder ID').as('notFound');

/** A channel's folder as given to channel creation or PATCH /streams: one of the organization's, archived or not. */
export async function checkChannelFolder(db: Db, realmId: number, id: number): Promise<number> {
  return (await folderById(db, realmId, id)).id;
}

function checkLength(param: string, value: string, limit: number): string {
  if (longerThan(value, limit)) throw badRequest(`${param} is too long (limit: ${limit} characters)`).about(param);
  return value;
}

/** Zulip's check_channel_folder_name: not blank, printable, and no folder of the name in any case. */
async function checkName(tx: Tx, realmId: number, name: string): Promise<void> {
  if (name.trim() === '') throw badRequest("Channel folder name can't be empty.").about('name');
  const position = firstUnprintablePosition(name);
  if (position !== null)
    throw badRequest(`Invalid character in channel folder name, at position ${position}.`).about('name');
  const taken = await tx.$queryRawUnsafe<unknown[]>(
    'SELECT 1 FROM channel_folder WHERE realm_id = $1 AND upper(name) = upper($2)',
    realmId,
    name,
  );
  if (taken.length > 0) throw badRequest(`Channel folder '${name}' already exists`).about('name');
}

/** Zulip's require_realm_admin, before any parameter is read. */
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

const toEveryone = async (tx: Tx, realmId: number, event: AddressedEvent['event']): Promise<AddressedEvent> => ({
  realmId,
  userIds: await activeUserIds(tx, realmId),
  event,
});

/**
 * POST /channel_folders/create. The realm row is locked so that two
 * administrators creating the same name are taken in turn. A new folder
 * comes last: its order is its id, as in Zulip.
 */
export async function createChannelFolder(
  deps: Deps,
  actor: Actor,
  raw: TypedFieldsOrReader<NewChannelFolder>,
): Promise<ChannelFolder> {
  requireAdmin(actor);
  const description = checkLength(
    'description',
    readTypedField(raw, 'description'),
    MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH,
  );
  const name = checkLength('name', readTypedField(raw, 'name'), MAX_CHANNEL_FOLDER_NAME_LENGTH);
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    await checkName(tx, realmId, name);
    const rendered = await renderDescription(tx, deps, actor.realm, description, linksOf(actor.user));
    const [{ id }] = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      `INSERT INTO channel_folder (realm_id, name, description, rendered_description, date_created, creator_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      realmId,
      name,
      description,
      rendered,
      deps.clock.now(),
      actor.user.id,
    );
    await tx.$executeRawUnsafe('UPDATE channel_folder SET "order" = id WHERE id = $1', id);
    const folder = await folderById(tx, realmId, id);
    emit(await toEveryone(tx, realmId, { type: 'channel_folder', op: 'add', channelFolder: folder }));
    return folder;
  });
}

/** PATCH /channel_folders: `order` must name every folder of the organization, archived ones too. */
export async function reorderChannelFolders(deps: Deps, actor: Actor, order: InputOrReader<number[]>): Promise<void> {
  requireAdmin(actor);
  const ids = readInput(order);
  const realmId = actor.realm.id;
  await inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const rows = await tx.$queryRawUnsafe<Array<{ id: number }>>(
      'SELECT id FROM channel_folder WHERE realm_id = $1',
      realmId,
    );
    // Zulip's mapping keeps an id's last position when it is given twice.
    const position = new Map(ids.map((id, i) => [id, i]));
    if (rows.some((r) => !position.has(r.id))) throw badRequest('Invalid order mapping.');
    for (const r of rows) {
      await tx.$executeRawUnsafe('UPDATE channel_folder SET "order" = $1 WHERE id = $2', position.get(r.id), r.id);
    }
    emit(await toEveryone(tx, realmId, { type: 'channel_folder', op: 'reorder', order: ids }));
  });
}

/**
 * PATCH /channel_folders/{id}: name, then description, then archiving, each
 * an event of its own when it changes anything, as Zulip sends them. All in
 * one transaction, so a refused archiving leaves the name as it was.
 */
export async function updateChannelFolder(
  deps: Deps,
  actor: Actor,
  id: number,
  raw: FieldsOrReader<ChannelFolderPatch>,
): Promise<ChannelFolder> {
  requireAdmin(actor);
  const description = readField(raw, 'description');
  if (description !== undefined) checkLength('description', description, MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH);
  const isArchived = readField(raw, 'isArchived');
  const name = readField(raw, 'name');
  if (name !== undefined) checkLength('name', name, MAX_CHANNEL_FOLDER_NAME_LENGTH);
  const realmId = actor.realm.id;
  return inTransaction(deps, async (tx, emit) => {
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const folder = await folderById(tx, realmId, id);
    const changed = async (set: string, values: unknown[], data: ChannelFolderChanges) => {
      await tx.$executeRawUnsafe(`UPDATE channel_folder SET ${set} WHERE id = $1`, folder.id, ...values);
      emit(await toEveryone(tx, realmId, { type: 'channel_folder', op: 'update', channelFolderId: folder.id, data }));
    };
    if (name !== undefined && name !== folder.name) {
      await checkName(tx, realmId, name);
      await changed('name = $2', [name], { name });
    }
    if (description !== undefined && description !== folder.description) {
      const rendered = await renderDescription(tx, deps, actor.realm, description, linksOf(actor.user));
      await changed('description = $2, rendered_description = $3', [description, rendered], {
        description,
        renderedDescription: rendered,
      });
    }
    if (isArchived !== undefined && isArchived !== folder.isArchived) {
      if (isArchived && (await folderInUse(tx, folder.id)))
        throw badRequest('You need to remove all the channels from this folder to archive it.');
      await changed('is_archived = $2', [isArchived], { isArchived });
    }
    return folderById(tx, realmId, folder.id);
  });
}

/** Zulip's check_channel_folder_in_use: a channel that is not archived is in the folder. */
async function folderInUse(tx: Tx, folderId: number): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<unknown[]>(
    'SELECT 1 FROM stream WHERE folder_id = $1 AND NOT is_archived LIMIT 1',
    folderId,
  );
  return rows.length > 0;
}
