import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type Deps } from '../context.ts';
import { adminRequired, badRequest } from '../errors.ts';
import { readInput, type InputOrReader } from '../input-reader.ts';
import { isAdmin, Role } from '../roles.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { spaceUsed } from '../uploads/attachments.ts';
import type { RealmExport } from './event-payloads.ts';
import { emitExports, ExportStatus, ExportType, listExports } from './store.ts';

export type { RealmExport } from './event-payloads.ts';
export { ExportType } from './store.ts';

/** Whether a user allows administrators to export their private data. */
export interface ExportConsent {
  userId: number;
  consented: boolean;
}

/** Zulip's EXPORT_LIMIT: exports an organization may request in a week. */
const EXPORT_LIMIT = 5;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Zulip's MAX_MESSAGE_HISTORY and MAX_UPLOAD_QUOTA: larger organizations are exported by hand. */
const MAX_MESSAGE_HISTORY = 250_000;
const MAX_UPLOAD_QUOTA = 20 * 1024 * 1024 * 1024;
/** Zulip's UserProfile.EMAIL_ADDRESS_VISIBILITY_NOBODY. */
const EMAIL_VISIBLE_TO_NOBODY = 4;

/** Zulip's FromAddress.SUPPORT (ZULIP_ADMINISTRATOR): the server's administrator. */
const supportAddress = (externalHost: string): string => `zulip-admin@${externalHost.replace(/:\d+$/, '')}`;

/** Zulip's require_realm_admin, checked before any parameter is read. */
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user.role)) throw adminRequired();
}

/** GET /export/realm. */
export function realmExports(deps: Deps, actor: Actor): Promise<RealmExport[]> {
  requireAdmin(actor);
  return listExports(deps.db.sql, actor.realm.id, deps.server.externalUrl);
}

/** GET /export/realm/consents: every active human user's choice, by id. */
export async function exportConsents(deps: Deps, actor: Actor): Promise<ExportConsent[]> {
  requireAdmin(actor);
  const users = await deps.db.prisma.user.findMany({
    where: { realmId: actor.realm.id, isActive: true, isBot: false },
    select: { id: true, settings: true },
    orderBy: { id: 'asc' },
  });
  return users.map((u) => ({ userId: u.id, consented: userSettingsOf(u.settings).allow_private_data_export === true }));
}

/**
 * POST /export/realm (Zulip's export_realm): checks the weekly limit, the
 * organization's size and that what the export needs from its owners is
 * there, then records a requested export, which the server builds
 * (ExportRunner). Returns its id.
 */
export async function requestExport(deps: Deps, actor: Actor, exportType: InputOrReader<number>): Promise<number> {
  requireAdmin(actor);
  const type = readInput(exportType);
  const realmId = actor.realm.id;
  const support = supportAddress(deps.server.externalHost);
  return inTransaction(deps, async (tx, emit) => {
    const sql = prismaReader(tx);
    // Two requests at once are counted in turn against the limit.
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', realmId);
    const now = deps.clock.now();
    const recent = await tx.realmExport.count({
      where: { realmId, dateRequested: { gte: new Date(now.getTime() - WEEK_MS) } },
    });
    if (recent >= EXPORT_LIMIT) throw badRequest('Exceeded rate limit.');
    const messages = await tx.message.count({ where: { realmId } });
    if (messages > MAX_MESSAGE_HISTORY || (await spaceUsed(sql, realmId)) > MAX_UPLOAD_QUOTA)
      throw badRequest(`Please request a manual export from ${support}.`);
    const owners = (
      await tx.user.findMany({
        where: { realmId, isActive: true, isBot: false, role: Role.OWNER },
        select: { settings: true },
      })
    ).map((o) => userSettingsOf(o.settings));
    if (type === ExportType.FULL_WITH_CONSENT && !owners.some((s) => s.allow_private_data_export === true))
      throw badRequest(
        `Make sure at least one Organization Owner is consenting to the export or contact ${support} for help.`,
      );
    if (type === ExportType.PUBLIC && !owners.some((s) => s.email_address_visibility !== EMAIL_VISIBLE_TO_NOBODY))
      throw badRequest(
        'Make sure at least one Organization Owner allows other Administrators to see their email address ' +
          `or contact ${support} for help`,
      );
    const row = await tx.realmExport.create({
      data: { realmId, actingUserId: actor.user.id, type, status: ExportStatus.REQUESTED, dateRequested: now },
    });
    await emitExports(tx, sql, emit, realmId, deps.server.externalUrl);
    return row.id;
  });
}
