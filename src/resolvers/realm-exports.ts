import {
  exportConsents as consents,
  realmExports as list,
  requestExport as request,
  type ExportConsent,
  type RealmExport,
} from '../domain/realm-export/realm-export.ts';
import type { InputOrReader } from '../domain/input-reader.ts';
import type { OperationContext } from './operation-context.ts';

/** Organization exports (Zulip's /export/realm): administrators request and download them. */

export const realmExports = (ctx: OperationContext): Promise<RealmExport[]> => list(ctx.deps, ctx.actor);

export const requestRealmExport = (ctx: OperationContext, exportType: InputOrReader<number>): Promise<number> =>
  request(ctx.deps, ctx.actor, exportType);

export const realmExportConsents = (ctx: OperationContext): Promise<ExportConsent[]> => consents(ctx.deps, ctx.actor);
