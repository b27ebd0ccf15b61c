// The requests bench/soak.ts mixes, with their weights. Each returns null on
// success, else what went wrong. Worker w acts only as the users whose index
// is w modulo the number of workers, so one user's requests never race (a
// reaction is added before it is removed, an edit is of the user's own
// recent message).
import { apiCall, graphqlCall, type Creds } from './api-client.ts';
import type { BenchOrg } from './org.ts';

export interface Op {
  name: string;
  weight: number;
  run(worker: number): Promise<string | null>;
}

const GRAPHQL_PAGE = `query Page($narrow: [NarrowTermInput!]) {
  messages(anchor: "newest", numBefore: 50, numAfter: 0, narrow: $narrow) {
    messages { messageId content timestamp topic flags sender { fullName avatarUrl } channel { name } reactions { emojiName user { fullName } } }
  } }`;
const ERR = '... on ZulipError { code message }';
const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename ... on SendMessagePayload { sentMessage { messageId } } ${ERR} } }`;
const ADD_REACTION = `mutation ($input: AddReactionInput!) { addReaction(input: $input) { __typename ${ERR} } }`;
const REMOVE_REACTION = `mutation ($input: RemoveReactionInput!) { removeReaction(input: $input) { __typename ${ERR} } }`;
const FLAGS = `mutation ($input: UpdateMessageFlagsInput!) { updateMessageFlags(input: $input) { __typename ${ERR} } }`;

const KEEP = 20;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const remember = (list: number[], id: number) => {
  list.push(id);
  if (list.length > KEEP) list.shift();
};

type Answer = { status: number; body: Record<string, unknown> };

const restFailure = (r: Answer): string | null =>
  r.status === 200 && r.body.result === 'success' ? null : `${r.status} ${JSON.stringify(r.body)}`;

/** A GraphQL answer's failure: an HTTP error, top-level errors, or a ZulipError result of `field`. */
function graphqlFailure(r: Answer, field: string): string | null {
  if (r.status !== 200 || r.body.errors) return `${r.status} ${JSON.stringify(r.body)}`;
  const value = (r.body.data as Record<string, { __typename?: string }> | undefined)?.[field];
  return value?.__typename === 'ZulipError' ? JSON.stringify(value) : null;
}

/**
 * A user's presence ping, as every open client sends one a minute (not part
 * of the weighted mix: bench/soak.ts pings each user in turn, once a minute
 * each). Only a user's first ping announces them to the organization.
 */
export function presencePing(port: number, u: Creds): Promise<string | null> {
  return apiCall(port, 'POST', '/users/me/presence', u, { status: 'active', new_user_input: 'true' }).then(restFailure);
}

export function soakOperations(port: number, org: BenchOrg, workers: number): Op[] {
  const { users, smallChannels } = org;
  /** The user's own recent messages, and those reacted to by them. */
  const own = new Map<number, number[]>(users.map((u) => [u.id, []]));
  const reacted = new Set<string>();
  /** Recent messages of each small channel (for marking as read). */
  const inChannel = smallChannels.map((): number[] => []);
  const usersOf = (w: number) => users.filter((_u, i) => i % workers === w);
  const userFor = (w: number): { u: Creds; k: number } => {
    const u = pick(usersOf(w));
    return { u, k: users.indexOf(u) % smallChannels.length };
  };
  const rest = (u: Creds, method: string, p: string, params?: Record<string, string>) =>
    apiCall(port, method, p, u, params);
  const gql = (u: Creds, query: string, variables: Record<string, unknown>) => graphqlCall(port, u, query, variables);
  const sent = (u: Creds, k: number, id: number) => {
    remember(own.get(u.id)!, id);
    remember(inChannel[k], id);
  };
  /** One of the user's recent messages, sending one first when there is none. */
  const ownMessage = async (u: Creds, k: number): Promise<number | string> => {
    const mine = own.get(u.id)!;
    if (mine.length > 0) return pick(mine);
    const r = await rest(u, 'POST', '/messages', { type: 'stream', to: `small-${k}`, topic: 'soak', content: 'first' });
    const failure = restFailure(r);
    if (failure) return failure;
    sent(u, k, Number(r.body.id));
    return Number(r.body.id);
  };
  const toggleReaction = async (u: Creds, k: number, via: 'rest' | 'graphql'): Promise<string | null> => {
    const id = await ownMessage(u, k);
    if (typeof id === 'string') return id;
    const key = `${u.id}:${id}`;
    const remove = reacted.has(key);
    let failure;
    if (via === 'rest') {
      failure = restFailure(
        await rest(u, remove ? 'DELETE' : 'POST', `/messages/${id}/reactions`, { emoji_name: 'smile' }),
      );
    } else {
      const r = await gql(u, remove ? REMOVE_REACTION : ADD_REACTION, { input: { messageId: id, emojiName: 'smile' } });
      failure = graphqlFailure(r, remove ? 'removeReaction' : 'addReaction');
    }
    if (failure === null) {
      if (remove) reacted.delete(key);
      else reacted.add(key);
    }
    return failure;
  };

  return [
    {
      name: 'REST POST /messages',
      weight: 12,
      async run(w) {
        const { u, k } = userFor(w);
        // One message in fifty goes to the channel everyone is in (all 1,000 polls and 200 subscribers), the others to a channel of 20.
        const everyone = Math.random() < 0.02;
        const r = await rest(u, 'POST', '/messages', {
          type: 'stream',
          to: everyone ? 'everyone' : `small-${k}`,
          topic: `topic ${Math.floor(Math.random() * 20)}`,
          content: `Soak message **${Date.now()}**`,
        });
        const failure = restFailure(r);
        if (!failure && !everyone) sent(u, k, Number(r.body.id));
        return failure;
      },
    },
    {
      name: 'REST GET /messages',
      weight: 15,
      async run(w) {
        const { u, k } = userFor(w);
        const narrow = JSON.stringify([{ operator: 'channel', operand: `small-${k}` }]);
        return restFailure(
          await rest(u, 'GET', '/messages', {
            anchor: 'newest',
            num_before: '50',
            num_after: '0',
            narrow,
            apply_markdown: 'true',
          }),
        );
      },
    },
    {
      name: 'REST PATCH /messages/{id}',
      weight: 5,
      async run(w) {
        const { u, k } = userFor(w);
        const id = await ownMessage(u, k);
        if (typeof id === 'string') return id;
        return restFailure(await rest(u, 'PATCH', `/messages/${id}`, { content: `Edited at ${Date.now()}` }));
      },
    },
    {
      name: 'REST reaction add/remove',
      weight: 6,
      run: (w) => {
        const { u, k } = userFor(w);
        return toggleReaction(u, k, 'rest');
      },
    },
    {
      name: 'REST GET /users/me',
      weight: 10,
      async run(w) {
        return restFailure(await rest(userFor(w).u, 'GET', '/users/me'));
      },
    },
    {
      name: 'GraphQL messages page',
      weight: 10,
      async run(w) {
        const { u, k } = userFor(w);
        return graphqlFailure(
          await gql(u, GRAPHQL_PAGE, { narrow: [{ operator: 'channel', operandId: smallChannels[k] }] }),
          'messages',
        );
      },
    },
    {
      name: 'GraphQL sendMessage',
      weight: 6,
      async run(w) {
        const { u, k } = userFor(w);
        const r = await gql(u, SEND, {
          input: {
            channelId: smallChannels[k],
            topic: `topic ${Math.floor(Math.random() * 20)}`,
            content: `Soak over GraphQL ${Date.now()}`,
          },
        });
        const failure = graphqlFailure(r, 'sendMessage');
        if (!failure) {
          const payload = (r.body.data as { sendMessage: { sentMessage: { messageId: number } } }).sendMessage;
          sent(u, k, payload.sentMessage.messageId);
        }
        return failure;
      },
    },
    {
      name: 'GraphQL add/removeReaction',
      weight: 5,
      run: (w) => {
        const { u, k } = userFor(w);
        return toggleReaction(u, k, 'graphql');
      },
    },
    {
      name: 'GraphQL updateMessageFlags',
      weight: 6,
      async run(w) {
        const { u, k } = userFor(w);
        const ids = inChannel[k].slice(-5);
        if (ids.length === 0) return null;
        const r = await gql(u, FLAGS, {
          input: { messageIds: ids, op: Math.random() < 0.5 ? 'ADD' : 'REMOVE', flag: 'STARRED' },
        });
        return graphqlFailure(r, 'updateMessageFlags');
      },
    },
  ];
}
