import * as botStorage from '../../resolvers/bot-storage.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';

/** Bot storage: the viewer's own string values by key (what zulip_bots keeps through /bot_storage). */

const BotStorageEntry = builder.objectRef<[string, string]>('BotStorageEntry').implement({
  fields: (t) => ({
    key: t.string({ resolve: ([key]) => key }),
    value: t.string({ resolve: ([, value]) => value }),
  }),
});

builder.queryFields((t) => ({
  botStorage: t.withAuth({ loggedIn: true }).field({
    type: [BotStorageEntry],
    description:
      "The viewer's bot storage (GET /bot_storage): the entries of `keys`, or all of them; a missing key is an error.",
    args: { keys: t.arg.stringList() },
    resolve: async (_root, { keys }, ctx) => Object.entries(await botStorage.storage(ctx, keys ?? null)),
  }),
}));

const BotStorageEntryInput = builder.inputType('BotStorageEntryInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

const UpdateBotStorageInput = builder.inputType('UpdateBotStorageInput', {
  fields: (t) => ({ entries: t.field({ type: [BotStorageEntryInput], required: true }) }),
});

const RemoveBotStorageInput = builder.inputType('RemoveBotStorageInput', {
  fields: (t) => ({ keys: t.stringList({ description: 'None or empty: every key.' }) }),
});

const BotStoragePayload = builder.objectRef<{ entries: Array<[string, string]> }>('BotStoragePayload').implement({
  fields: (t) => ({
    storage: t.field({
      type: [BotStorageEntry],
      description: "The viewer's whole bot storage afterwards.",
      resolve: (p) => p.entries,
    }),
  }),
});

builder.mutationFields((t) => ({
  updateBotStorage: t.withAuth({ loggedIn: true }).field({
    type: BotStoragePayload,
    errors: mutationErrors('updateBotStorage'),
    description: 'Sets every entry, or none when the storage would pass its size limit (PUT /bot_storage).',
    args: { input: t.arg({ type: UpdateBotStorageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Later entries of one key win, as in the JSON object REST sends.
      const entries = [...new Map(input.entries.map((e): [string, string] => [e.key, e.value]))];
      await botStorage.updateStorage(ctx, entries);
      return { entries: Object.entries(await botStorage.storage(ctx, null)) };
    },
  }),
  removeBotStorage: t.withAuth({ loggedIn: true }).field({
    type: BotStoragePayload,
    errors: mutationErrors('removeBotStorage'),
    description: 'Removes the keys, or nothing when one is missing (DELETE /bot_storage).',
    args: { input: t.arg({ type: RemoveBotStorageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await botStorage.removeStorage(ctx, input.keys ?? null);
      return { entries: Object.entries(await botStorage.storage(ctx, null)) };
    },
  }),
}));
