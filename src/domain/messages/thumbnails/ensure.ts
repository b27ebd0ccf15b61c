import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Deps } from '../../context.ts';
import {
  formatName,
  missingFormats,
  storedName,
  thumbnailPath,
  type StoredThumbnail,
} from '../../uploads/thumbnails/formats.ts';
import { BadImageError, makeThumbnail } from '../../uploads/thumbnails/generate.ts';
import { loadImage, previewInfo, type ImageRow } from '../../uploads/thumbnails/images.ts';
import { rerenderLinkingMessages } from './message-updates.ts';
import { rewriteThumbnailedImages } from './rewrite.ts';

export type ThumbnailOutcome = 'none-needed' | 'made' | 'failed' | 'gone';

async function store(deps: Deps, path: string, data: Buffer): Promise<void> {
  const temp = deps.uploads.tempPath();
  try {
    await deps.uploads.receive(Readable.from([data]), temp);
    await deps.uploads.commit(temp, path);
  } finally {
    await deps.uploads.remove(temp);
  }
}

/**
 * Records what was made (or why nothing could be) and re-renders the
 * messages linking the image. Two transactions: the row first, which a
 * message being sent waits for (it share-locks the row while rendering),
 * then the messages, locked one by one — never the image and a message at
 * once, which an edit (message first, then image) could deadlock against.
 */
async function record(
  deps: Deps,
  image: ImageRow,
  made: StoredThumbnail[],
  failure: string | null,
): Promise<ImageRow | null> {
  const updated = await deps.db.sql.transaction(async (sql) => {
    const current = await loadImage(sql, image.id, true);
    if (current === null) return null;
    const have = new Set(current.thumbnails.map(storedName));
    const thumbnails = [...current.thumbnails, ...made.filter((t) => !have.has(storedName(t)))];
    const failed = thumbnails.length === 0 ? failure : null;
    await sql.query('UPDATE image_attachment SET thumbnail_metadata = $2::jsonb, failure = $3 WHERE id = $1', [
      image.id,
      JSON.stringify(thumbnails),
      failed,
    ]);
    return { ...current, thumbnails, failure: failed };
  });
  if (updated === null) return null;
  const done = updated.failure === null ? new Map([[updated.pathId, previewInfo(updated)]]) : new Map();
  const failed = new Set(updated.failure === null ? [] : [updated.pathId]);
  await rerenderLinkingMessages(deps, updated.attachmentId, updated.realmId, (html) =>
    rewriteThumbnailedImages(html, done, failed),
  );
  return updated;
}

/**
 * Zulip's ensure_thumbnails: makes every thumbnail the image lacks, stores
 * them through the upload store, and re-renders the messages that show it.
 * An image sharp cannot process fails (recorded; its previews disappear and
 * its links stay), never the worker. The image work holds no transaction:
 * on PGlite that would stall every request for its duration.
 */
export async function ensureThumbnails(deps: Deps, imageId: number): Promise<ThumbnailOutcome> {
  const image = await loadImage(deps.db.sql, imageId);
  if (image === null) return 'gone';
  if (image.failure !== null) return 'failed';
  const needed = missingFormats(image, image.thumbnails);
  if (needed.length === 0) return 'none-needed';
  const original = await buffer(deps.uploads.open(image.pathId));
  const made: StoredThumbnail[] = [];
  let failure: string | null = null;
  for (const format of needed) {
    try {
      const { data, stored } = await makeThumbnail(original, image, format);
      await store(deps, thumbnailPath(image.pathId, formatName(format)), data);
      made.push(stored);
    } catch (e) {
      if (!(e instanceof BadImageError)) throw e;
      failure = e.message;
      break;
    }
  }
  const updated = await record(deps, image, made, failure);
  if (updated === null) return 'gone';
  return updated.failure === null ? 'made' : 'failed';
}
