import type { Deps } from '../context.ts';
import { removeThumbnails } from './thumbnails/formats.ts';

/** Zulip's delete_old_unclaimed_attachments default: files no message has linked for five weeks go. */
export const UNCLAIMED_GRACE_WEEKS = 5;

/**
 * Removes uploads no message links that are older than the grace period
 * (Zulip's get_old_unclaimed_attachments): the rows first, then the files,
 * so no file is served without its row. Returns how many went.
 */
export async function sweepUnclaimedAttachments(deps: Pick<Deps, 'db' | 'clock' | 'uploads'>, weeks = UNCLAIMED_GRACE_WEEKS): Promise<number> {
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
