import type { SqlReader } from '../../db/sql.ts';
import type { Tx } from '../context.ts';
import type { AddressedEvent } from '../events/types.ts';
import { Role } from '../roles.ts';
import type { RealmExport } from './event-payloads.ts';

/** Zulip's RealmExport.status values. */
export const ExportStatus = { REQUESTED: 1, STARTED: 2, SUCCEEDED: 3, FAILED: 4, DELETED: 5 } as const;
/** Zulip's RealmExport.type values. */
export const ExportType = { PUBLIC: 1, FULL_WITH_CONSENT: 2 } as const;

export interface ExportRow extends Record<string, unknown> {
  id: number;
  realm_id: number;
  acting_user_id: number | null;
  type: number;
  status: number;
  date_requested: Date;
  date_failed: Date | null;
  date_deleted: Date | null;
  export_path: string | null;
}

const seconds = (d: Date): number => d.getTime() / 1000;

/** Served below /user_avatars/, as Zulip's local upload backend serves exports. */
export const exportUrlOf = (externalUrl: string, exportPath: string): string =>
  `${externalUrl}/user_avatars/${exportPath}`;

/** The store key of an export's archive. */
export const exportKeyOf = (exportPath: string): string => `avatars/${exportPath}`;

export function realmExportOf(row: ExportRow, externalUrl: string): RealmExport {
  return {
    id: row.id,
    actingUserId: row.acting_user_id ?? 0,
    exportTime: seconds(row.date_requested),
    deletedTimestamp: row.date_deleted ? seconds(row.date_deleted) : null,
    failedTimestamp: row.date_failed ? seconds(row.date_failed) : null,
    pending: row.status === ExportStatus.REQUESTED || row.status === ExportStatus.STARTED,
    exportType: row.type,
    exportUrl:
      row.status === ExportStatus.SUCCEEDED && row.export_path !== null
        ? exportUrlOf(externalUrl, row.export_path)
        : null,
  };
}

/** Zulip's get_realm_exports_serialized: every export whose requester is still known, by id. */
export async function listExports(sql: SqlReader, realmId: number, externalUrl: string): Promise<RealmExport[]> {
  const rows = await sql.query<ExportRow>(
    'SELECT * FROM realm_export WHERE realm_id = $1 AND acting_user_id IS NOT NULL ORDER BY id',
    [realmId],
  );
  return rows.map((r) => realmExportOf(r, externalUrl));
}

/** Zulip's notify_realm_export: the whole list, to the organization's human administrators. */
export async function emitExports(
  tx: Tx,
  sql: SqlReader,
  emit: (e: AddressedEvent) => void,
  realmId: number,
  externalUrl: string,
): Promise<void> {
  const admins = await tx.user.findMany({
    where: { realmId, isActive: true, isBot: false, role: { lte: Role.ADMINISTRATOR } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  emit({
    realmId,
    userIds: admins.map((a) => a.id),
    event: { type: 'realm_export', exports: await listExports(sql, realmId, externalUrl) },
  });
}

/**
 * The store key of a served export archive, from the path below
 * /user_avatars/; null for anything else. Like Zulip's, its URL holds a
 * random token: whoever has the URL may download it.
 */
export function servedExportArchive(path: string): { key: string; contentType: string } | null {
  if (!/^exports\/\d{1,10}\/[A-Za-z0-9_-]{24}\/zulip-export-[a-z0-9]{8}\.tar\.gz$/.test(path)) return null;
  return { key: exportKeyOf(path), contentType: 'application/gzip' };
}
