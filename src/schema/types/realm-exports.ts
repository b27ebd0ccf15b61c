import type { EventOf } from '../../domain/events/types.ts';
import type { ExportConsent, RealmExport } from '../../domain/realm-export/realm-export.ts';
import * as exports from '../../resolvers/realm-exports.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { changedNode, viewerNodes } from '../node-loading.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { absoluteUrl, fromUnixSeconds } from '../scalars.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Organization exports: administrators request them, the server builds them, and every change sends the list. */

const RealmExportTypeEnum = builder.enumType('RealmExportType', {
  description: "What an export of the organization's data holds.",
  values: {
    PUBLIC: { value: 1, description: "The organization's public data: public channels' messages, no private data." },
    FULL_WITH_CONSENT: {
      value: 2,
      description: 'Public data and the private data (direct messages, private channels) of users who consented.',
    },
  } as const,
});

const time = (seconds: number | null): Date | null => (seconds === null ? null : fromUnixSeconds(seconds));

export const RealmExportRef = builder.node(builder.objectRef<RealmExport>('RealmExport'), {
  id: { resolve: (e) => e.id },
  loadMany: viewerNodes(nodes.realmExportNodes),
  description: 'An export of the organization (administrators only): a `.tar.gz` in Zulip’s export layout.',
  fields: (t) => ({
    exportId: t.exposeInt('id', { description: "Zulip's id of the export." }),
    actingUserId: t.exposeInt('actingUserId', { description: 'The administrator who requested it.' }),
    exportType: t.field({
      type: RealmExportTypeEnum,
      description: 'What the export holds.',
      resolve: (e) => (e.exportType === 2 ? 2 : 1),
    }),
    exportTime: t.field({
      type: 'DateTime',
      description: 'When it was requested.',
      resolve: (e) => fromUnixSeconds(e.exportTime),
    }),
    pending: t.exposeBoolean('pending', { description: 'Requested or being built.' }),
    failedTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When building it failed.',
      resolve: (e) => time(e.failedTimestamp),
    }),
    deletedTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was deleted.',
      resolve: (e) => time(e.deletedTimestamp),
    }),
    exportUrl: t.field({
      type: 'URL',
      nullable: true,
      description: 'Where the finished archive is downloaded; null while pending, or when it failed.',
      resolve: (e, _a, ctx) => (e.exportUrl === null ? null : absoluteUrl(ctx, e.exportUrl)),
    }),
  }),
});

export const ExportConsentRef = builder.objectRef<ExportConsent>('ExportConsent').implement({
  description: 'Whether a user allows administrators to export their private data (their `allow_private_data_export`).',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'An active human user.' }),
    consented: t.exposeBoolean('consented', { description: 'Their private data goes into exports with consent.' }),
  }),
});

builder.queryFields((t) => ({
  realmExports: t.withAuth({ loggedIn: true }).field({
    type: [RealmExportRef],
    description: "The organization's exports, oldest first (administrators only; GET /export/realm).",
    deprecationReason: 'Use Query.realmExportsConnection.',
    resolve: (_root, _a, ctx) => exports.realmExports(ctx),
  }),
  realmExportConsents: t.withAuth({ loggedIn: true }).field({
    type: [ExportConsentRef],
    description: "Each active human user's consent to private data exports (administrators only).",
    deprecationReason: 'Use Query.realmExportConsentsConnection.',
    resolve: (_root, _a, ctx) => exports.realmExportConsents(ctx),
  }),
}));

const RequestRealmExportInput = builder.inputType('RequestRealmExportInput', {
  description: 'POST /export/realm: the kind of export to make.',
  fields: (t) => ({
    exportType: t.field({ type: RealmExportTypeEnum, description: 'PUBLIC when omitted.' }),
  }),
});

const RequestRealmExportPayload = builder
  .objectRef<{ exportId: number; export: RealmExport }>('RequestRealmExportPayload')
  .implement({
    description: 'The export requested; the server builds it and announces it with RealmExportEvent.',
    fields: (t) => ({
      exportId: t.exposeInt('exportId', { description: 'The requested export (`RealmExport.exportId`).' }),
      export: t.field({
        type: RealmExportRef,
        description: 'The export, as the list of exports shows it now.',
        resolve: (p) => p.export,
      }),
    }),
  });

builder.mutationFields((t) => ({
  requestRealmExport: t.withAuth({ loggedIn: true }).field({
    type: RequestRealmExportPayload,
    errors: mutationErrors('requestRealmExport'),
    description: 'Administrators only (POST /export/realm): at most five a week.',
    args: { input: t.arg({ type: RequestRealmExportInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const exportId = await exports.requestRealmExport(ctx, () => input.exportType ?? 1);
      return { exportId, export: await changedNode(nodes.realmExportNodes(ctx, [String(exportId)]), 'The export') };
    },
  }),
}));

export const RealmExportEvent = deliveredRef<EventOf<'realm_export'>>('RealmExportEvent').implement({
  description: "To administrators: the organization's exports, when one is requested, finished or failed.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    exports: t.field({
      type: [RealmExportRef],
      description: 'Every export of the organization, as it is now.',
      resolve: ({ event }) => event.exports,
    }),
  }),
});
