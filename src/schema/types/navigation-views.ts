import type { EventOf } from '../../domain/events/types.ts';
import type { NavigationView } from '../../domain/navigation-views/navigation-views.ts';
import * as nodes from '../../resolvers/nodes.ts';
import * as views from '../../resolvers/navigation-views.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { viewerNodes } from '../node-loading.ts';
import { opEnum } from './event-enums.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';

/**
 * The viewer's navigation views, each only its user's. The fragment names a
 * view in the mutations, as in Zulip's paths: it is what the user sees and
 * types, unique per user.
 */

/** A view with its user, so that its global id is the user's and the fragment. */
interface OwnView {
  userId: number;
  view: NavigationView;
}

export const NavigationViewRef = builder.node(builder.objectRef<OwnView>('NavigationView'), {
  id: { resolve: (v) => nodes.navigationViewLocalId(v.userId, v.view) },
  loadMany: viewerNodes(async (ctx, ids) =>
    (await nodes.navigationViewNodes(ctx, ids)).map((view) => (view ? { userId: ctx.actor.user.id, view } : null)),
  ),
  description: "A view of the web client's left sidebar: a built-in view's pin, or a custom view with a name.",
  fields: (t) => ({
    fragment: t.string({
      description: 'The view\'s URL hash, e.g. "inbox" or "narrow/is/alerted".',
      resolve: (v) => v.view.fragment,
    }),
    isPinned: t.boolean({
      description: 'Pinned to the sidebar, or only in its menu.',
      resolve: (v) => v.view.isPinned,
    }),
    name: t.string({
      nullable: true,
      description: "A custom view's name; null for a built-in view.",
      resolve: (v) => v.view.name,
    }),
  }),
});

builder.queryFields((t) => ({
  navigationViews: t.withAuth({ loggedIn: true }).field({
    type: [NavigationViewRef],
    description: "The viewer's navigation views, oldest first (GET /navigation_views).",
    resolve: async (_root, _a, ctx) =>
      (await views.navigationViews(ctx)).map((view) => ({ userId: ctx.actor.user.id, view })),
  }),
}));

const AddNavigationViewInput = builder.inputType('AddNavigationViewInput', {
  description: "POST /navigation_views: a view to add to the viewer's left sidebar.",
  fields: (t) => ({
    fragment: t.string({ required: true, description: "Stripped; not blank; new among the viewer's views." }),
    isPinned: t.boolean({ required: true, description: 'Whether the view is pinned in the left sidebar.' }),
    name: t.string({ description: 'Required for a custom view, refused for a built-in one; stripped.' }),
  }),
});

const UpdateNavigationViewInput = builder.inputType('UpdateNavigationViewInput', {
  description: 'PATCH /navigation_views/{fragment}: a view and what to change.',
  fields: (t) => ({
    fragment: t.string({ required: true, description: 'The view to change.' }),
    isPinned: t.boolean({ description: 'A new pinned state.' }),
    name: t.string({ description: "A new name (custom views only), new among the viewer's views." }),
  }),
});

const RemoveNavigationViewInput = builder.inputType('RemoveNavigationViewInput', {
  description: 'DELETE /navigation_views/{fragment}: a view to remove.',
  fields: (t) => ({ fragment: t.string({ required: true, description: 'The view to remove.' }) }),
});

/** The payload's shape; each mutation has its own type of it. */
const navigationViewPayloadOf = (name: string, description: string) =>
  builder.objectRef<OwnView>(name).implement({
    description,
    fields: (t) => ({
      navigationView: t.field({ description: 'The view.', type: NavigationViewRef, resolve: (v) => v }),
    }),
  });

const RemoveNavigationViewPayload = builder.objectRef<OwnView>('RemoveNavigationViewPayload').implement({
  description: 'The view removed.',
  fields: (t) => ({
    fragment: t.string({ description: "The removed view's URL fragment.", resolve: (v) => v.view.fragment }),
    navigationView: t.field({
      description: 'The view as it was before it was removed.',
      type: NavigationViewRef,
      resolve: (v) => v,
    }),
    removedId: t.globalID({
      description: "The removed view's global id, to evict it from a client cache.",
      resolve: (v) => ({ type: 'NavigationView', id: nodes.navigationViewLocalId(v.userId, v.view) }),
    }),
  }),
});

const AddNavigationViewPayload = navigationViewPayloadOf('AddNavigationViewPayload', 'The view added.');
const UpdateNavigationViewPayload = navigationViewPayloadOf('UpdateNavigationViewPayload', 'The view as it is now.');

builder.mutationFields((t) => ({
  addNavigationView: t.withAuth({ loggedIn: true }).field({
    type: AddNavigationViewPayload,
    errors: mutationErrors('addNavigationView'),
    description: 'POST /navigation_views.',
    args: { input: t.arg({ type: AddNavigationViewInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.actor.user.id,
      view: await views.addNavigationView(ctx, { ...input, name: input.name ?? null }),
    }),
  }),
  updateNavigationView: t.withAuth({ loggedIn: true }).field({
    type: UpdateNavigationViewPayload,
    errors: mutationErrors('updateNavigationView'),
    description: 'PATCH /navigation_views/{fragment}.',
    args: { input: t.arg({ type: UpdateNavigationViewInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      userId: ctx.actor.user.id,
      view: await views.updateNavigationView(ctx, input.fragment, {
        isPinned: input.isPinned ?? undefined,
        name: input.name ?? undefined,
      }),
    }),
  }),
  removeNavigationView: t.withAuth({ loggedIn: true }).field({
    type: RemoveNavigationViewPayload,
    errors: mutationErrors('removeNavigationView'),
    description: 'DELETE /navigation_views/{fragment}.',
    args: { input: t.arg({ type: RemoveNavigationViewInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const view = await views.removeNavigationView(ctx, input.fragment);
      return { userId: ctx.actor.user.id, view };
    },
  }),
}));

const NavigationViewOp = opEnum(
  'NavigationViewEventOp',
  ['add', 'update', 'remove'],
  "What happened to the viewer's navigation views.",
);

export const NavigationViewEvent = deliveredRef<EventOf<'navigation_view'>>('NavigationViewEvent').implement({
  description: "One of the viewer's navigation views was added, changed or removed.",
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: NavigationViewOp, resolve: ({ event }) => event.op }),
    fragment: t.string({
      description: 'The view\'s URL fragment (such as "inbox").',
      resolve: ({ event }) => (event.op === 'add' ? event.navigationView.fragment : event.fragment),
    }),
    isPinned: t.boolean({
      nullable: true,
      description: 'With ADD, and with UPDATE when it changed.',
      resolve: ({ event }) =>
        event.op === 'add'
          ? event.navigationView.isPinned
          : event.op === 'update'
            ? (event.data.isPinned ?? null)
            : null,
    }),
    name: t.string({
      nullable: true,
      description: 'With ADD (null for a built-in view), and with UPDATE when it changed.',
      resolve: ({ event }) =>
        event.op === 'add' ? event.navigationView.name : event.op === 'update' ? (event.data.name ?? null) : null,
    }),
  }),
});
