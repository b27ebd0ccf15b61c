import { randomBytes } from 'node:crypto';
import { prismaReader } from '../../db/sql.ts';
import { inTransaction, type Deps } from '../context.ts';
import { sendNotificationDms } from '../messages/send/notification-dm.ts';
import { Role } from '../roles.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { exportEntries } from './build.ts';
import { emitExports, exportKeyOf, ExportStatus, ExportType, type ExportRow } from './store.ts';
import { writeTarGz } from './tar.ts';

/** A started export whose process has not finished it in this long is taken to be lost with that process. */
export const STALE_EXPORT_MS = 3600 * 1000;

/**
 * Takes the oldest requested export (or one left started by a process that
 * died) and marks it started, in a transaction of its own: FOR UPDATE SKIP
 * LOCKED lets two processes take different ones.
 */
async function claim(deps: Deps): Promise<ExportRow | null> {
  const now = deps.clock.now();
  const [row] = await deps.db.sql.query<ExportRow>(
    `UPDATE realm_export SET status = $1, date_started = $2, num_attempts = num_attempts + 1
      WHERE id = (SELECT id FROM realm_export
                   WHERE status = $3 OR (status = $1 AND date_started < $4)
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [ExportStatus.STARTED, now, ExportStatus.REQUESTED, new Date(now.getTime() - STALE_EXPORT_MS)],
  );
  return row ?? null;
}

const token = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** Zulip's tarball name: zulip-export-{8 random lower-case letters and digits}. */
const exportStem = (): string =>
  `zulip-export-${Array.from(randomBytes(8), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;

async function consentingUsers(deps: Deps, realmId: number): Promise<number[]> {
  const users = await deps.db.prisma.user.findMany({
    where: { realmId, isBot: false },
    select: { id: true, settings: true },
    orderBy: { id: 'asc' },
  });
  return users.filter((u) => userSettingsOf(u.settings).allow_private_data_export === true).map((u) => u.id);
}

/** Writes the archive to the upload store; returns its export path. */
async function build(deps: Deps, row: ExportRow): Promise<string> {
  const consenting = row.type === ExportType.FULL_WITH_CONSENT ? await consentingUsers(deps, row.realm_id) : [];
  const stem = exportStem();
  const exportPath = `exports/${row.realm_id}/${token(18)}/${stem}.tar.gz`;
  const temp = deps.uploads.tempPath();
  try {
    const entries = exportEntries(
      deps.db.sql,
      deps.uploads,
      { realmId: row.realm_id, consentingUserIds: consenting },
      stem,
    );
    await writeTarGz(temp, entries, deps.clock.now());
    await deps.uploads.commit(temp, exportKeyOf(exportPath));
  } catch (e) {
    await deps.uploads.remove(temp);
    throw e;
  }
  return exportPath;
}

/**
 * Records how the export ended and tells the administrators (Zulip's
 * deferred_work "realm_export"); a finished one is also announced to its
 * requester by the Notification Bot. A row deleted meanwhile stays as it is.
 */
async function finish(deps: Deps, row: ExportRow, exportPath: string | null): Promise<void> {
  await inTransaction(deps, async (tx, emit) => {
    const now = deps.clock.now();
    const updated = await tx.realmExport.updateMany({
      where: { id: row.id, status: ExportStatus.STARTED },
      data:
        exportPath === null
          ? { status: ExportStatus.FAILED, dateFailed: now }
          : { status: ExportStatus.SUCCEEDED, dateSucceeded: now, exportPath },
    });
    if (updated.count === 0) return;
    await emitExports(tx, prismaReader(tx), emit, row.realm_id, deps.server.externalUrl);
    if (exportPath === null || row.acting_user_id === null) return;
    const realm = await tx.realm.findUniqueOrThrow({ where: { id: row.realm_id } });
    const requester = await tx.user.findUniqueOrThrow({ where: { id: row.acting_user_id } });
    if (!requester.isActive || requester.role > Role.ADMINISTRATOR) return;
    const content = 'Your data export is complete. [View and download exports](/#organization/data-exports-admin).';
    await sendNotificationDms(deps, tx, emit, realm, [requester], content);
  });
}

/** Builds every requested export, one at a time; returns how many were attempted. */
export async function runRequestedExports(deps: Deps, onError: (err: unknown) => void): Promise<number> {
  let attempted = 0;
  for (let row = await claim(deps); row !== null; row = await claim(deps)) {
    attempted++;
    let exportPath: string | null = null;
    try {
      exportPath = await build(deps, row);
    } catch (err) {
      onError(err);
    }
    await finish(deps, row, exportPath);
  }
  return attempted;
}
