// `npx tsx bench/outgoing-webhook-check.ts`: what the send path's outgoing-webhook
// check costs per message, in process: for a realm without such bots (one map
// lookup) and for one with a bot the message does not mention (a scan of the
// content for mention syntax). The per-realm list is read once from a stub.
import type { Actor } from '../src/domain/actor.ts';
import type { Deps } from '../src/domain/context.ts';
import { OutgoingWebhooks } from '../src/domain/bots/outgoing-webhooks/service.ts';
import { parseNetworks } from '../src/domain/bots/outgoing-webhooks/network-guard.ts';
import type { SendMessageInput } from '../src/domain/messages/send/send-message.ts';
import { outgoingWebhookRequest } from '../src/rest-compat/presenters/outgoing-webhook-request.ts';

const botRow = {
  id: 99,
  full_name: 'Helper Bot',
  email: 'helper-bot@example.com',
  delivery_email: 'helper-bot@example.com',
};
const deps = (rows: unknown[]) => ({ db: { sql: { query: async () => rows } } }) as unknown as Deps;
const actor = (realmId: number) => ({ user: { id: 1, isBot: false }, realm: { id: realmId } }) as unknown as Actor;
const input: SendMessageInput = {
  recipient: { type: 'channel', channel: { kind: 'id', id: 1 } },
  topic: 'bench',
  content: 'A benchmark message with **bold**, @**King Hamlet** and a link https://example.com',
  client: 'bench',
};

async function measure(label: string, hooks: OutgoingWebhooks, realmId: number): Promise<void> {
  hooks.messageSent(actor(realmId), input, 1);
  await hooks.idle();
  const n = 1_000_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) hooks.messageSent(actor(realmId), input, i);
  const ns = Number(process.hrtime.bigint() - t0) / n;
  console.log(`  ${label}: ${ns.toFixed(0)} ns per message`);
}

const settings = { timeoutSeconds: 10, allowedNetworks: parseNetworks([]) };
await measure(
  'realm without outgoing webhook bots',
  new OutgoingWebhooks(() => deps([]), settings, outgoingWebhookRequest),
  1,
);
await measure(
  'realm with one, not mentioned',
  new OutgoingWebhooks(() => deps([botRow]), settings, outgoingWebhookRequest),
  2,
);
