/** An export of the organization, as Zulip describes it (get_realm_exports_serialized). */
export interface RealmExport {
  id: number;
  actingUserId: number;
  /** UNIX seconds: when it was requested. */
  exportTime: number;
  deletedTimestamp: number | null;
  failedTimestamp: number | null;
  /** Requested or being built. */
  pending: boolean;
  /** 1 public, 2 with the consenting users' private data. */
  exportType: number;
  /** Where the finished archive is downloaded; null until it is, or when it failed. */
  exportUrl: string | null;
}

/** To administrators: the organization's exports, whenever one is requested, finished or failed. */
export type RealmExportEvent = { type: 'realm_export'; exports: RealmExport[] };

declare module '../event-types.ts' {
  interface DomainEventMap {
    realm_export: RealmExportEvent;
  }
}
