import type { RealmExport } from '../../domain/realm-export/realm-export.ts';

/** An organization export as Zulip writes it (GET /export/realm, realm_export events). */
export const realmExportJson = (e: RealmExport) => ({
  id: e.id,
  acting_user_id: e.actingUserId,
  export_time: e.exportTime,
  deleted_timestamp: e.deletedTimestamp,
  failed_timestamp: e.failedTimestamp,
  pending: e.pending,
  export_type: e.exportType,
  export_url: e.exportUrl,
});
