import type { EventOf } from '../../domain/events/types.ts';
import type { Linkifier } from '../../domain/linkifiers/linkifiers.ts';
import * as linkifiers from '../../resolvers/linkifiers.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf, idsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/** Realm linkifiers: everyone reads them, administrators change them; every change sends the whole ordered list. */

export const LinkifierRef = builder.node(builder.objectRef<Linkifier>('Linkifier'), {
  id: { resolve: (l) => l.id },
  loadMany: viewerNodes(nodes.linkifierNodes),
  description:
    'A realm linkifier: text matching the RE2 `pattern` in messages and topics links to `urlTemplate` expanded with its named groups.',
  fields: (t) => ({
    linkifierId: t.exposeInt('id', { description: "Zulip's id of the linkifier." }),
    pattern: t.exposeString('pattern', {
      description: 'An RE2 regular expression; its named groups fill the template.',
    }),
    urlTemplate: t.exposeString('urlTemplate', { description: 'An RFC 6570 URL template.' }),
  }),
});

builder.queryFields((t) => ({
  linkifiers: t.withAuth({ loggedIn: true }).field({
    type: [LinkifierRef],
    description: "The realm's linkifiers in the order they apply (GET /realm/linkifiers).",
    resolve: (_root, _a, ctx) => linkifiers.linkifiers(ctx),
  }),
}));

const CreateLinkifierInput = builder.inputType('CreateLinkifierInput', {
  description: 'POST /realm/filters: the new linkifier.',
  fields: (t) => ({
    pattern: t.string({ required: true, description: 'Stripped; must compile as RE2.' }),
    urlTemplate: t.string({
      required: true,
      description: "Stripped; an RFC 6570 template using exactly the pattern's named groups.",
    }),
  }),
});

const UpdateLinkifierInput = builder.inputType('UpdateLinkifierInput', {
  description: 'PATCH /realm/filters/{filter_id}: the linkifier and its new pattern and template.',
  fields: (t) => ({
    linkifierId: t.int({ description: "The linkifier, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: LinkifierRef, description: GLOBAL_ID_HELP }),
    pattern: t.string({
      required: true,
      description: 'The new pattern: a regular expression (RE2) with named groups.',
    }),
    urlTemplate: t.string({
      required: true,
      description: "The new link: an RFC 6570 URL template using the pattern's groups.",
    }),
  }),
});

const DeleteLinkifierInput = builder.inputType('DeleteLinkifierInput', {
  description: 'A linkifier, by one of its ids.',
  fields: (t) => ({
    linkifierId: t.int({ description: "The linkifier, by Zulip's id (or give `id`)." }),
    id: t.globalID({ for: LinkifierRef, description: GLOBAL_ID_HELP }),
  }),
});

const ReorderLinkifiersInput = builder.inputType('ReorderLinkifiersInput', {
  description: 'PATCH /realm/linkifiers: the new order of the linkifiers.',
  fields: (t) => ({
    orderedLinkifierIds: t.intList({
      description: 'Every linkifier of the realm, once each, in the new order (or `orderedLinkifiers`).',
    }),
    orderedLinkifiers: t.globalIDList({
      for: LinkifierRef,
      description: 'By global id (instead of `orderedLinkifierIds`).',
    }),
  }),
});

/** The payload's shape; each mutation has its own type of it. */
const linkifierPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ linkifier: Linkifier }>(name).implement({
    description,
    fields: (t) => ({
      linkifier: t.field({ description: 'The linkifier.', type: LinkifierRef, resolve: (p) => p.linkifier }),
    }),
  });

const DeleteLinkifierPayload = builder.objectRef<{ linkifierId: number }>('DeleteLinkifierPayload').implement({
  description: 'The linkifier was deleted.',
  fields: (t) => ({
    linkifierId: t.exposeInt('linkifierId', { description: "The deleted linkifier (Zulip's id)." }),
    deletedId: t.globalID({
      description: "The deleted linkifier's global id, to evict it from a client cache.",
      resolve: (p) => ({ type: 'Linkifier', id: String(p.linkifierId) }),
    }),
  }),
});

const ReorderLinkifiersPayload = builder.objectRef<{ linkifiers: Linkifier[] }>('ReorderLinkifiersPayload').implement({
  description: 'The linkifiers in their new order.',
  fields: (t) => ({
    linkifiers: t.field({
      type: [LinkifierRef],
      description: 'All linkifiers, in their new order.',
      resolve: (p) => p.linkifiers,
    }),
  }),
});

const CreateLinkifierPayload = linkifierPayloadOf('CreateLinkifierPayload', 'The linkifier added.');
const UpdateLinkifierPayload = linkifierPayloadOf('UpdateLinkifierPayload', 'The linkifier as it is now.');

builder.mutationFields((t) => ({
  createLinkifier: t.withAuth({ loggedIn: true }).field({
    description:
      'Add a linkifier: text matching its pattern becomes a link (POST /realm/filters); administrators only.',
    type: CreateLinkifierPayload,
    errors: mutationErrors('createLinkifier'),
    args: { input: t.arg({ type: CreateLinkifierInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ linkifier: await linkifiers.createLinkifier(ctx, input) }),
  }),
  updateLinkifier: t.withAuth({ loggedIn: true }).field({
    description:
      "Change a linkifier's pattern and URL template (PATCH /realm/filters/{filter_id}); administrators only.",
    type: UpdateLinkifierPayload,
    errors: mutationErrors('updateLinkifier'),
    args: { input: t.arg({ type: UpdateLinkifierInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      linkifier: await linkifiers.updateLinkifier(ctx, idOf(input.linkifierId, input.id, 'linkifierId'), {
        pattern: input.pattern,
        urlTemplate: input.urlTemplate,
      }),
    }),
  }),
  deleteLinkifier: t.withAuth({ loggedIn: true }).field({
    description: 'Remove a linkifier (DELETE /realm/filters/{filter_id}); administrators only.',
    type: DeleteLinkifierPayload,
    errors: mutationErrors('deleteLinkifier'),
    args: { input: t.arg({ type: DeleteLinkifierInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await linkifiers.deleteLinkifier(ctx, idOf(input.linkifierId, input.id, 'linkifierId'));
      return { linkifierId: idOf(input.linkifierId, input.id, 'linkifierId') };
    },
  }),
  reorderLinkifiers: t.withAuth({ loggedIn: true }).field({
    description: 'Set the order linkifiers are tried in (PATCH /realm/linkifiers); administrators only.',
    type: ReorderLinkifiersPayload,
    errors: mutationErrors('reorderLinkifiers'),
    args: { input: t.arg({ type: ReorderLinkifiersInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      linkifiers: await linkifiers.reorderLinkifiers(
        ctx,
        idsOf(input.orderedLinkifierIds, input.orderedLinkifiers, 'orderedLinkifierIds'),
      ),
    }),
  }),
}));

export const RealmLinkifiersEvent = deliveredRef<EventOf<'realm_linkifiers'>>('RealmLinkifiersEvent').implement({
  description: "The realm's linkifiers changed: all of them, in order.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    linkifiers: t.field({
      description: 'Every linkifier, in the order they apply.',
      type: [LinkifierRef],
      resolve: ({ event }) => event.linkifiers,
    }),
  }),
});
