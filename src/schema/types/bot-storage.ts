import * as botStorage from '../../resolvers/bot-storage.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';

/** Bot storage: the viewer's own string values by key (what zulip_bots keeps through /bot_storage). */

const BotStorageEntry = builder.objectRef<[string, string]>('BotStorageEntry').implement({
  description: "One entry of a bot's storage.",
  fields: (t) => ({
    key: t.string({ description: 'The key.', resolve: ([key]) => key }),
    value: t.string({ description: 'Its value.', resolve: ([, value]) => value }),
  }),
});

builder.queryFields((t) => ({
  botStorage: t.withAuth({ loggedIn: true }).field({
    type: [BotStorageEntry],
    description:
      "The viewer's bot storage (GET /bot_storage): the entries of `keys`, or all of them; a missing key is an error.",
    args: { keys: t.arg.stringList({ description: 'Only these keys; omitted: every entry.' }) },
    resolve: async (_root, { keys }, ctx) => Object.entries(await botStorage.storage(ctx, keys ?? null)),
  }),
}));

const BotStorageEntryInput = builder.inputType('BotStorageEntryInput', {
  description: 'One entry to store.',
  fields: (t) => ({
    key: t.string({ required: true, description: 'The key.' }),
    value: t.string({ required: true, description: 'Its value.' }),
  }),
});

const UpdateBotStorageInput = builder.inputType('UpdateBotStorageInput', {
  description: 'PUT /bot_storage: entries to set.',
  fields: (t) => ({
    entries: t.field({
      type: [BotStorageEntryInput],
      required: true,
      description: 'The entries to set; other keys stay.',
    }),
  }),
});

const RemoveBotStorageInput = builder.inputType('RemoveBotStorageInput', {
  description: 'DELETE /bot_storage: keys to remove.',
  fields: (t) => ({ keys: t.stringList({ description: 'None or empty: every key.' }) }),
});

/** The payload's shape; each mutation has its own type of it. */
const botStoragePayloadOf = (name: string, description: string) =>
  builder.objectRef<{ entries: Array<[string, string]> }>(name).implement({
    description,
    fields: (t) => ({
      storage: t.field({
        type: [BotStorageEntry],
        description: "The viewer's whole bot storage afterwards.",
        resolve: (p) => p.entries,
      }),
    }),
  });

const UpdateBotStoragePayload = botStoragePayloadOf('UpdateBotStoragePayload', 'The entries were set.');
const RemoveBotStoragePayload = botStoragePayloadOf('RemoveBotStoragePayload', 'The keys were removed.');

builder.mutationFields((t) => ({
  updateBotStorage: t.withAuth({ loggedIn: true }).field({
    type: UpdateBotStoragePayload,
    errors: mutationErrors('updateBotStorage'),
    description: 'Sets every entry, or none when the storage would pass its size limit (PUT /bot_storage).',
    args: { input: t.arg({ type: UpdateBotStorageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      // Later entries of one key win, as in the JSON object REST sends.
      const entries = [...new Map(input.entries.map((e): [string, string] => [e.key, e.value]))];
      await botStorage.updateStorage(ctx, entries);
      return { entries: Object.entries(await botStorage.storage(ctx, null)) };
    },
  }),
  removeBotStorage: t.withAuth({ loggedIn: true }).field({
    type: RemoveBotStoragePayload,
    errors: mutationErrors('removeBotStorage'),
    description: 'Removes the keys, or nothing when one is missing (DELETE /bot_storage).',
    args: { input: t.arg({ type: RemoveBotStorageInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await botStorage.removeStorage(ctx, input.keys ?? null);
      return { entries: Object.entries(await botStorage.storage(ctx, null)) };
    },
  }),
}));
