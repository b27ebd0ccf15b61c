import { readFile } from 'node:fs/promises';
import { lookup } from 'mime-types';
import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { hasRealmPermission } from '../realm/realm-permissions.ts';
import { inTransaction, type Deps } from '../context.ts';
import { isValidEmojiName } from '../emoji/index.ts';
import { badRequest, insufficientPermission, notAllowedForGuests } from '../errors.ts';
import { partFileName } from '../uploads/names.ts';
import { maxUploadBytes, type ReceivedFile } from '../uploads/upload-file.ts';
import { isAdmin, isGuest } from '../roles.ts';
import { EMOJI_FORMATS, emojiFileName, emojiStoreKeys, isEmojiContentType } from './files.ts';
import { badImage, resizeEmoji } from './images.ts';
import { checkValidEmojiName, normalizeEmojiName } from './names.ts';
import { activeRealmEmojiByName, insertRealmEmoji, realmEmojiEvent, type RealmEmoji } from './realm-emoji.ts';
import { removeAll, storeBuffers } from './store-images.ts';

/** Zulip's MAX_EMOJI_FILE_SIZE_MIB default. */
export const MAX_EMOJI_FILE_SIZE_MIB = 5;
export const MAX_EMOJI_FILE_BYTES = MAX_EMOJI_FILE_SIZE_MIB * 1024 * 1024;

/** The largest file a multipart parser keeps: the server's file limit, or the emoji limit when that is higher. */
export const maxReceivedFileBytes = (deps: Pick<Deps, 'server'>): number =>
  Math.max(maxUploadBytes(deps), MAX_EMOJI_FILE_BYTES);

const alreadyExists = () => badRequest('A custom emoji with this name already exists.').about('name');

/**
 * Django's request.FILES counts form fields, not parts, and gives a field's
 * last part: the files as Zulip's view sees them.
 */
function filesByField(files: readonly ReceivedFile[]): ReceivedFile[] {
  const out: ReceivedFile[] = [];
  for (const field of new Set(files.map((f) => f.fieldName))) {
    const last = files.filter((f) => f.fieldName === field).at(-1);
    if (last) out.push(last);
  }
  return out;
}

/** The part's declared type, else one guessed from its name (Zulip's get_file_info), without parameters. */
function contentTypeOf(f: ReceivedFile): string {
  const declared = f.contentType || lookup(partFileName(f.rawName) ?? f.fieldName) || 'application/octet-stream';
  return declared.split(';')[0].trim().toLowerCase();
}

/**
 * Zulip's upload_emoji checks, in its order: a member who holds
 * can_add_custom_emoji_group, a valid and free name, exactly one file (only
 * administrators may shadow a built-in name), of at most 5 MiB, of an image
 * type browsers show inline (emoji are served in their uploaded format).
 */
async function acceptedUpload(deps: Deps, actor: Actor, rawName: string, received: readonly ReceivedFile[]) {
  if (isGuest(actor.user.role)) throw notAllowedForGuests();
  const name = normalizeEmojiName(rawName);
  checkValidEmojiName(name);
  const realmId = actor.realm.id;
  if (!(await hasRealmPermission(deps.db.prisma, actor.realm, actor.user, 'can_add_custom_emoji_group')))
    throw insufficientPermission();
  if (await activeRealmEmojiByName(deps.db.sql, realmId, name)) throw alreadyExists();
  const files = filesByField(received);
  if (files.length !== 1) throw badRequest('You must upload exactly one file.').about('file');
  if (isValidEmojiName(name) && !isAdmin(actor.user.role))
    throw badRequest('Only administrators can override default emoji.').about('name');
  const [file] = files;
  if (file.truncated || file.size > MAX_EMOJI_FILE_BYTES) {
    throw badRequest(`Uploaded file is larger than the allowed limit of ${MAX_EMOJI_FILE_SIZE_MIB} MiB`).about('file');
  }
  const contentType = contentTypeOf(file);
  if (!isEmojiContentType(contentType)) throw badImage('Invalid image format').about('file');
  return { name, file, format: EMOJI_FORMATS[contentType] };
}

/**
 * POST /realm/emoji/{emoji_name} (Zulip's upload_emoji and
 * check_add_realm_emoji). The image is resized before anything is written;
 * the row, the files (original, 64×64, and a still for animations) and the
 * event follow together.
 */
export async function uploadRealmEmoji(
  deps: Deps,
  actor: Actor,
  rawName: string,
  received: readonly ReceivedFile[],
): Promise<RealmEmoji> {
  const { name, file, format } = await acceptedUpload(deps, actor, rawName, received);
  const realmId = actor.realm.id;
  const original = await readFile(file.tempPath);
  const images = await resizeEmoji(original, format);

  return inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    // Checked again where it counts: a concurrent upload of the name may have won (the unique index makes this attempt run again).
    if (await activeRealmEmojiByName(sql, realmId, name)) throw alreadyExists();
    const [{ id }] = await sql.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('realm_emoji', 'id'))::int AS id`,
    );
    const fileName = emojiFileName(deps.server.secretKey, id, format);
    const emoji = await insertRealmEmoji(sql, {
      id,
      realmId,
      name,
      authorId: actor.user.id,
      fileName,
      isAnimated: images.still !== null,
      now: deps.clock.now(),
    });
    const keys = emojiStoreKeys(realmId, fileName);
    const writes = [
      { key: keys.original, data: original },
      { key: keys.image, data: images.image },
      ...(images.still === null ? [] : [{ key: keys.still, data: images.still }]),
    ];
    await storeBuffers(deps.uploads, writes);
    try {
      emit(await realmEmojiEvent(sql, realmId));
      return emoji;
    } catch (e) {
      await removeAll(
        deps.uploads,
        writes.map((w) => w.key),
      );
      throw e;
    }
  });
}
