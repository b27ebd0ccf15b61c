import type { Deps } from '../context.ts';
import { removeThumbnails } from './thumbnails/formats.ts';

/** Zulip's delete_old_unclaimed_attachments default: files no message has linked for five weeks go. */
export const UNCLAIMED_GRACE_WEEKS = 5;

/**
 * Removes uploads no message links that are older than the grace period
 * (Zulip's get_old_unclaimed_attachments): the rows first, then the files,
 * so no file is served without its row. Returns how many went.
 */
export async function sweepUnclaimedAttachments(
  deps: Pick<Deps, 'db' | 'clock' | 'uploads'>,
  weeks = UNCLAIMED_GRACE_WEEKS,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - weeks * 7 * 24 * 3600 * 1000);
  const gone = await deps.db.sql.query<{ path_id: string }>(
    `DELETE FROM attachment a WHERE a.create_time < $1
        AND NOT EXISTS (SELECT 1 FROM attachment_message am WHERE am.attachment_id = a.id)
      RETURNING a.path_id`,
    [cutoff],
  );
  for (const g of gone) {
    await deps.uploads.remove(g.path_id);
    await removeThumbnails(deps.uploads, g.path_id);
  }
  return gone.length;
}

/** How old a file without its row must be to go: putting a file in place and committing its row take milliseconds. */
export const LEFTOVER_FILE_GRACE_MS = 24 * 3600 * 1000;

/** Zulip's path ids (newPathId): `{realm id}/{hex byte}/{24-character token}/{name}`; emoji and thumbnails have other shapes. */
const ATTACHMENT_PATH = /^\d+\/[0-9a-f]{1,2}\/[A-Za-z0-9_-]{24}\/[^/]+$/;

/**
 * Files a crash left behind (a process killed, or the database lost, between
 * storing an upload and committing its attachment row; an upload killed while
 * it was being received): no row names them, so no one can download them and
 * no quota counts them. Once a day old they go, with the uploads being
 * received that were last written as long ago. Returns how many files went.
 */
export async function sweepLeftoverFiles(deps: Pick<Deps, 'db' | 'clock' | 'uploads'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - LEFTOVER_FILE_GRACE_MS);
  let removed = await deps.uploads.removeIncomingBefore(cutoff);
  const candidates: string[] = [];
  for await (const f of deps.uploads.list(''))
    if (ATTACHMENT_PATH.test(f.pathId) && f.modified < cutoff) candidates.push(f.pathId);
  for (let i = 0; i < candidates.length; i += 1000) {
    const batch = candidates.slice(i, i + 1000);
    const known = await deps.db.sql.query<{ path_id: string }>(
      'SELECT path_id FROM attachment WHERE path_id = ANY($1::text[])',
      [batch],
    );
    const named = new Set(known.map((r) => r.path_id));
    for (const pathId of batch.filter((p) => !named.has(p))) {
      await deps.uploads.remove(pathId);
      removed++;
    }
  }
  return removed;
}
