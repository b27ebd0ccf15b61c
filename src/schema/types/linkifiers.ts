import type { EventOf } from '../../domain/events/types.ts';
import type { Linkifier } from '../../domain/linkifiers/linkifiers.ts';
import * as linkifiers from '../../resolvers/linkifiers.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { GLOBAL_ID_HELP, idOf, idsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
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
  fields: (t) => ({
    pattern: t.string({ required: true, description: 'Stripped; must compile as RE2.' }),
    urlTemplate: t.string({
      required: true,
      description: "Stripped; an RFC 6570 template using exactly the pattern's named groups.",
    }),
  }),
});

const UpdateLinkifierInput = builder.inputType('UpdateLinkifierInput', {
  fields: (t) => ({
    linkifierId: t.int(),
    id: t.globalID({ for: LinkifierRef, description: GLOBAL_ID_HELP }),
    pattern: t.string({ required: true }),
    urlTemplate: t.string({ required: true }),
  }),
});

const LinkifierIdInput = builder.inputType('LinkifierIdInput', {
  fields: (t) => ({ linkifierId: t.int(), id: t.globalID({ for: LinkifierRef, description: GLOBAL_ID_HELP }) }),
});

const ReorderLinkifiersInput = builder.inputType('ReorderLinkifiersInput', {
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

const LinkifierPayload = builder.objectRef<{ linkifier: Linkifier }>('LinkifierPayload').implement({
  fields: (t) => ({ linkifier: t.field({ type: LinkifierRef, resolve: (p) => p.linkifier }) }),
});

const DeleteLinkifierPayload = builder.objectRef<{ linkifierId: number }>('DeleteLinkifierPayload').implement({
  fields: (t) => ({ linkifierId: t.exposeInt('linkifierId') }),
});

const ReorderLinkifiersPayload = builder.objectRef<{ linkifiers: Linkifier[] }>('ReorderLinkifiersPayload').implement({
  fields: (t) => ({
    linkifiers: t.field({
      type: [LinkifierRef],
      description: 'All linkifiers, in their new order.',
      resolve: (p) => p.linkifiers,
    }),
  }),
});

builder.mutationFields((t) => ({
  createLinkifier: t.withAuth({ loggedIn: true }).field({
    type: LinkifierPayload,
    errors: mutationErrors('createLinkifier'),
    args: { input: t.arg({ type: CreateLinkifierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ linkifier: await linkifiers.createLinkifier(ctx, input) }),
  }),
  updateLinkifier: t.withAuth({ loggedIn: true }).field({
    type: LinkifierPayload,
    errors: mutationErrors('updateLinkifier'),
    args: { input: t.arg({ type: UpdateLinkifierInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      linkifier: await linkifiers.updateLinkifier(ctx, idOf(input.linkifierId, input.id, 'linkifierId'), {
        pattern: input.pattern,
        urlTemplate: input.urlTemplate,
      }),
    }),
  }),
  deleteLinkifier: t.withAuth({ loggedIn: true }).field({
    type: DeleteLinkifierPayload,
    errors: mutationErrors('deleteLinkifier'),
    args: { input: t.arg({ type: LinkifierIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await linkifiers.deleteLinkifier(ctx, idOf(input.linkifierId, input.id, 'linkifierId'));
      return { linkifierId: idOf(input.linkifierId, input.id, 'linkifierId') };
    },
  }),
  reorderLinkifiers: t.withAuth({ loggedIn: true }).field({
    type: ReorderLinkifiersPayload,
    errors: mutationErrors('reorderLinkifiers'),
    args: { input: t.arg({ type: ReorderLinkifiersInput, required: true }) },
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
      type: [LinkifierRef],
      resolve: ({ event }) => event.linkifiers,
    }),
  }),
});
