import type { SqlReader } from '../../db/sql.ts';
import type { Deps } from '../context.ts';
import { DomainError } from '../errors.ts';
import { spaceUsed } from './attachments.ts';

/** Zulip's RealmUploadQuotaError. */
export const uploadQuotaExceeded = (status = 400): DomainError =>
  new DomainError('REALM_UPLOAD_QUOTA', "Upload would exceed your organization's upload quota.", status);

/**
 * Zulip's check_upload_within_quota: the organization's files plus this one
 * must fit its quota (UPLOAD_QUOTA_MIB; none by default, as for Zulip's
 * self-hosted organizations). Checked before the file is stored; two uploads
 * racing past the last free bytes may both pass, as in Zulip.
 */
export async function checkUploadQuota(
  deps: Pick<Deps, 'server'> & { db: { sql: SqlReader } },
  realmId: number,
  size: number,
  status = 400,
): Promise<void> {
  const quotaMib = deps.server.uploadQuotaMib;
  if (quotaMib === null) return;
  if ((await spaceUsed(deps.db.sql, realmId)) + size > quotaMib * 1024 * 1024) throw uploadQuotaExceeded(status);
}
