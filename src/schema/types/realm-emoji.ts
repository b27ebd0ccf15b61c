import type { EventOf } from '../../domain/events/types.ts';
import type { RealmEmoji } from '../../domain/realm-emoji/realm-emoji.ts';
import * as emoji from '../../resolvers/realm-emoji.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { viewerNodes } from '../node-loading.ts';
import { builder } from '../builder.ts';
import { connectionOfList, loggedInContext, totalCountField } from '../connections.ts';
import { absoluteUrl } from '../scalars.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { deliveredRef, ResumableEvent } from './events-base.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/** Custom emoji: everyone reads them; members allowed to upload add them; administrators and authors deactivate them. */

export const RealmEmojiRef = builder.node(builder.objectRef<RealmEmoji>('RealmEmoji'), {
  id: { resolve: (e) => e.id },
  loadMany: viewerNodes(nodes.realmEmojiNodes),
  description:
    'A custom emoji of the organization. Deactivated ones stay listed: old messages, reactions and statuses still show them.',
  fields: (t) => ({
    emojiId: t.exposeInt('id', {
      description: "Zulip's id of the emoji: the `emojiCode` of its REALM_EMOJI reactions, as a string.",
    }),
    name: t.exposeString('name', { description: 'Written `:name:` in messages.' }),
    sourceUrl: t.field({
      type: 'URL',
      description: 'The 64×64 image.',
      resolve: (e, _a, ctx) => absoluteUrl(ctx, e.sourceUrl),
    }),
    stillUrl: t.field({
      type: 'URL',
      nullable: true,
      description: 'Animated emoji only: the first frame, not animated.',
      resolve: (e, _a, ctx) => (e.stillUrl === null ? null : absoluteUrl(ctx, e.stillUrl)),
    }),
    deactivated: t.exposeBoolean('deactivated', {
      description: 'Whether the emoji was deactivated: old messages still show it, new ones cannot use it.',
    }),
    authorId: t.int({ nullable: true, description: 'Null when the uploader is unknown.', resolve: (e) => e.authorId }),
    author: t.withAuth({ loggedIn: true }).field({
      description: 'Who uploaded it; null when unknown or not visible to the viewer.',
      type: UserRef,
      nullable: true,
      resolve: (e, _a, ctx) => (e.authorId === null ? null : loadUserForViewer(ctx, e.authorId)),
    }),
  }),
});

builder.queryFields((t) => ({
  realmEmojiConnection: t.connection(
    {
      type: RealmEmojiRef,
      authScopes: { loggedIn: true },
      description: 'The custom emoji of the organization, deactivated ones too, by id, a page at a time.',
      resolve: (_root, args, ctx) =>
        connectionOfList(
          'emoji',
          () => emoji.realmEmoji(loggedInContext(ctx)),
          args,
          (i) => i.id,
        ),
    },
    { fields: totalCountField },
  ),
  realmEmoji: t.withAuth({ loggedIn: true }).field({
    type: [RealmEmojiRef],
    description: 'Every custom emoji of the organization, deactivated ones too, by id (GET /realm/emoji).',
    deprecationReason: 'Use realmEmojiConnection.',
    resolve: (_root, _a, ctx) => emoji.realmEmoji(ctx),
  }),
}));

const UploadRealmEmojiInput = builder.inputType('UploadRealmEmojiInput', {
  description:
    'A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) with one image.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Stripped, spaces read as underscores; lowercase letters, digits, dashes and underscores.',
    }),
    file: t.field({
      type: 'Upload',
      required: true,
      description: 'PNG, GIF, JPEG, WebP or AVIF, at most 5 MiB; resized to 64×64 (animations stay animated).',
    }),
  }),
});

const DeactivateRealmEmojiInput = builder.inputType('DeactivateRealmEmojiInput', {
  description: 'DELETE /realm/emoji/{emoji_name}: the custom emoji to deactivate.',
  fields: (t) => ({ name: t.string({ required: true, description: 'The name of an active custom emoji, as it is.' }) }),
});

const RealmEmojiPayload = (name: string) =>
  builder.objectRef<{ emoji: RealmEmoji }>(name).implement({
    description: 'The custom emoji after the change.',
    fields: (t) => ({
      emoji: t.field({ description: 'The custom emoji.', type: RealmEmojiRef, resolve: (p) => p.emoji }),
    }),
  });

builder.mutationFields((t) => ({
  uploadRealmEmoji: t.withAuth({ loggedIn: true }).field({
    type: RealmEmojiPayload('UploadRealmEmojiPayload'),
    description: 'Add a custom emoji (POST /realm/emoji/{emoji_name}), streamed to storage as it arrives.',
    errors: mutationErrors('uploadRealmEmoji'),
    args: { input: t.arg({ type: UploadRealmEmojiInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      emoji: await emoji.uploadStreamedEmoji(ctx, input.name, await input.file),
    }),
  }),
  deactivateRealmEmoji: t.withAuth({ loggedIn: true }).field({
    type: RealmEmojiPayload('DeactivateRealmEmojiPayload'),
    description: 'Deactivate a custom emoji (DELETE /realm/emoji/{emoji_name}): its author or an administrator.',
    errors: mutationErrors('deactivateRealmEmoji'),
    args: { input: t.arg({ type: DeactivateRealmEmojiInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ emoji: await emoji.deactivateEmoji(ctx, input.name) }),
  }),
}));

export const RealmEmojiEvent = deliveredRef<EventOf<'realm_emoji'>>('RealmEmojiEvent').implement({
  description: 'A custom emoji was added or deactivated: every custom emoji of the organization, by id.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    emoji: t.field({
      description: 'Every custom emoji of the organization, deactivated ones included.',
      type: [RealmEmojiRef],
      resolve: ({ event }) => event.emoji,
    }),
  }),
});
