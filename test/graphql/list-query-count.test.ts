import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';
import { expectStatementsNotToGrow, type GrowingList } from '../support/count-statements.ts';
import { pngImage } from '../support/emoji-images.ts';
import type { DemoUser } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

/*
 * N+1 guard for every list of objects whose items lead to more objects: the
 * statements an operation costs must not grow with the list. Each list is
 * read with 2 items, then grown to 20, and read again; the statements must be
 * the same. Each list's items are selected with every object field they have,
 * two levels down (from the schema), so a field added later is covered too.
 */
const w = useWorld();
const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));

const needsArguments = (f: { args: ReadonlyArray<{ type: { toString(): string } }> }) =>
  f.args.some((a) => a.type.toString().endsWith('!'));

/** `__typename` and every object field of `type` (no required arguments), `depth` levels down. */
function selection(type: GraphQLNamedType, depth: number): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const members = isUnionType(type) ? type.getTypes() : schema.getPossibleTypes(type);
    return ['__typename', ...members.map((m) => `... on ${m.name} { ${selection(m, depth)} }`)].join(' ');
  }
  if (!isObjectType(type) || depth === 0) return '__typename';
  const fields = Object.values((type as GraphQLObjectType).getFields()).flatMap((f) => {
    const inner = getNamedType(f.type);
    if (needsArguments(f) || !(isObjectType(inner) || isUnionType(inner) || isInterfaceType(inner))) return [];
    return [`${f.name} { ${selection(inner, depth - 1)} }`];
  });
  return ['__typename', ...fields].join(' ');
}
const items = (typeName: string, depth = 2) => selection(schema.getType(typeName)!, depth);
const SETTINGS = Object.keys((schema.getType('UserGroup') as GraphQLObjectType).getFields()).filter((f) =>
  /^can[A-Z].*Group$/.test(f),
);

/** Users made for this file, acting in turn: each item of a list is someone else's. */
let people: DemoUser[] = [];
/** The custom profile field (of users) the profile data row fills. */
let mentorField = 0;
/** Global ids of messages, users and channels, by turns. */
let nodeIds: string[] = [];
const channelNames = Array.from({ length: 20 }, (_, i) => `count ${i}`);

interface ListCase extends GrowingList {
  /** The list, as Type.field. */
  list: string;
  /** Who reads the list. */
  viewer?: string;
}

const ok = (r: { status: number; text?: string }) => expect([r.status, r.text]).toEqual([200, r.text]);

const CASES: ListCase[] = [
  {
    list: 'Query.users',
    query: (n) => ({
      query: `query ($ids: [Int!]) { users(userIds: $ids) { ${items('User')} } }`,
      variables: { ids: people.slice(0, n).map((p) => p.id) },
    }),
    read: (d) => d.users,
  },
  {
    list: 'User.profileData (a user field: ProfileDataValue.users)',
    query: (n) => ({
      query: `query ($ids: [Int!]) { users(userIds: $ids) { profileData { field { fieldId } users { userId } } } }`,
      variables: { ids: people.slice(0, n).map((p) => p.id) },
    }),
    read: (d) => d.users.filter((u: { profileData: unknown[] }) => u.profileData.length > 0),
    grow: async (from, to) => {
      if (from === 0) {
        const r = await w.as('iago').post('/realm/profile_fields', { name: 'Count mentor', field_type: 6 });
        ok(r);
        mentorField = r.body.id as number;
      }
      for (let i = from; i < to; i++)
        ok(
          await w.ts
            .client(people[i])
            .patch('/users/me/profile_data', { data: [{ id: mentorField, value: [people[i + 1].id] }] }),
        );
    },
  },
  {
    list: 'Presences.presences',
    query: () => ({ query: `{ presences { presences { ${items('UserPresence')} } } }` }),
    read: (d) => d.presences.presences,
    grow: async (from, to) => {
      for (const p of people.slice(from, to)) ok(await w.ts.client(p).post('/users/me/presence', { status: 'active' }));
    },
  },
  {
    list: 'Query.realmEmoji',
    query: () => ({ query: `{ realmEmoji { ${items('RealmEmoji')} } }` }),
    read: (d) => d.realmEmoji,
    grow: async (from, to) => {
      const body = await pngImage(20, 20);
      for (const [i, p] of people.slice(from, to).entries())
        ok(
          await w.ts
            .client(p)
            .multipart(`/realm/emoji/count_${from + i}`, [{ field: 'f1', body, type: 'image/png', name: 'e.png' }]),
        );
    },
  },
  {
    list: 'Query.userGroups',
    // Every object field but the group settings, then the settings below (together they count too many objects).
    query: () => ({
      query: `{ userGroups { creator { userId } members { userId } subgroups { id } supergroups { id } } }`,
    }),
    read: (d) => d.userGroups,
    grow: (from, to) => createGroups('members', from, to),
  },
  {
    list: 'UserGroup (its settings, anonymous groups)',
    query: () => ({
      query: `{ userGroups { ${SETTINGS.slice(0, 3)
        .map((f) => `${f} { ...on AnonymousGroup { directMembers { userId } directSubgroups { id } } }`)
        .join(' ')} } }`,
    }),
    read: (d) => d.userGroups,
    grow: (from, to) => createGroups('settings', from, to),
  },
  {
    list: 'Query.channels',
    query: () => ({ query: `{ channels { ${items('Channel', 1)} } }` }),
    read: (d) => d.channels,
    viewer: 'iago',
    grow: async (from, to) => {
      for (let i = from; i < to; i++) await w.createChannel('iago', `grown ${i}`, { members: ['hamlet'] });
    },
  },
  {
    list: 'Query.subscriptions',
    query: () => ({ query: `{ subscriptions { channel { ${items('Channel', 1)} } } }` }),
    read: (d) => d.subscriptions,
    viewer: 'subscriber',
    grow: async (from, to) => {
      for (const name of channelNames.slice(from, to))
        ok(
          await w
            .as('iago')
            .post('/users/me/subscriptions', { subscriptions: [{ name }], principals: [people[20].id] }),
        );
    },
  },
  {
    list: 'Bootstrap.users, subscriptions and groups',
    query: () => ({
      query: `{ bootstrap { users { ${items('User', 1)} } subscriptions { channel { channelId creator { userId } } } groups { creator { userId } members { userId } } } }`,
    }),
    read: (d) => d.bootstrap.users,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) await w.createUser(`Bootstrap Person ${i}`);
    },
  },
  {
    list: 'Bootstrap.mutedUsers (with their users) and alertWords',
    query: () => ({
      query: `{ bootstrap { alertWords mutedUsers { userId timestamp user { ${items('User', 1)} } } } }`,
    }),
    read: (d) => d.bootstrap.mutedUsers,
    viewer: 'othello',
    grow: async (from, to) => {
      for (const p of people.slice(from, to)) ok(await w.as('othello').post(`/users/me/muted_users/${p.id}`));
    },
  },
  {
    list: 'Query.bots',
    query: () => ({ query: `{ bots { ${items('Bot', 1)} user { userId botOwner { userId } } } }` }),
    read: (d) => d.bots,
    viewer: 'iago',
    grow: async (from, to) => {
      for (let i = from; i < to; i++) await w.createBot('iago', `Count Bot ${i}`, `count-bot-${i}`);
    },
  },
  {
    list: 'Attachments.attachments',
    query: () => ({ query: `{ attachments { attachments { ${items('Attachment')} } } }` }),
    read: (d) => d.attachments.attachments,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) {
        const url = await w.upload('hamlet', `count-${i}.txt`, `file ${i}`, 'text/plain');
        await w.sendToChannel('hamlet', channelNames[i], 'files', `[file](${url})`);
      }
    },
  },
  {
    list: 'Query.nodes (messages, users, channels)',
    query: (n) => ({
      query: `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`,
      variables: { ids: nodeIds.slice(0, n) },
    }),
    read: (d) => d.nodes.filter((x: unknown) => x !== null),
    sizes: [3, 21],
  },
  {
    list: 'Query.defaultChannelGroups',
    query: () => ({
      query: `{ defaultChannelGroups { channels { channelId creator { userId } canSubscribeGroup { __typename } } } }`,
    }),
    read: (d) => d.defaultChannelGroups,
    viewer: 'iago',
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.as('iago').post('/default_stream_groups/create', {
            group_name: `count dcg ${i}`,
            description: 'd',
            stream_names: JSON.stringify([channelNames[i], channelNames[(i + 1) % 20]]),
          }),
        );
    },
  },
  {
    list: 'UnreadCounts.topics',
    query: () => ({ query: `{ bootstrap { unread { topics { ${items('UnreadTopic')} } } } }` }),
    read: (d) => d.bootstrap.unread.topics,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) ok(await w.ts.client(people[i]).post('/messages', toChannel(i, 'unread')));
    },
  },
  {
    list: 'Bootstrap.userTopics',
    query: () => ({ query: `{ bootstrap { userTopics { ${items('UserTopic')} } } }` }),
    read: (d) => d.bootstrap.userTopics,
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.as('hamlet').post('/user_topics', {
            stream_id: w.realm.channels[channelNames[i]],
            topic: 'muted',
            visibility_policy: 1,
          }),
        );
    },
  },
  {
    list: 'UnreadCounts.directConversations',
    query: () => ({
      query: `{ bootstrap { unread { directConversations { users { userId } } } recentDirectConversations { users { userId } } } }`,
    }),
    read: (d) => d.bootstrap.unread.directConversations,
    grow: async (from, to) => {
      for (const p of people.slice(from, to)) await w.sendDirect('hamlet', [p.id, people[0].id], 'hi');
      for (const p of people.slice(from, to))
        ok(
          await w.ts
            .client(p)
            .post('/messages', { type: 'direct', to: JSON.stringify([w.user('hamlet').id]), content: 'hi' }),
        );
    },
  },
];

/** A group by each of this file's people, with a member more and an anonymous group as a setting. */
async function createGroups(kind: string, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++)
    ok(
      await w.ts.client(people[i]).post('/user_groups/create', {
        name: `${kind} group ${i}`,
        description: '',
        members: JSON.stringify([people[i].id, people[i + 1].id]),
        can_manage_group: JSON.stringify({
          direct_members: [people[i].id],
          direct_subgroups: [w.groups['role:members']],
        }),
      }),
    );
}

const toChannel = (i: number, topic: string) => ({ type: 'stream', to: channelNames[i], topic, content: 'x' });

beforeAll(async () => {
  people = [];
  for (let i = 0; i < 21; i++) people.push(await w.createUser(`Count Person ${i}`));
  for (const name of channelNames) await w.createChannel('iago', name, { members: ['hamlet'] });
  for (const [i, p] of people.entries()) await w.ts.client(p).post('/messages', toChannel(i % 20, 'nodes'));
  const r = await w
    .as('hamlet')
    .graphql('{ messagesConnection(last: 7) { edges { node { id } } } users { id } subscriptions { channel { id } } }');
  const d = r.data!;
  const lists: string[][] = [
    d.messagesConnection.edges.map((e: any) => e.node.id),
    d.users.map((u: any) => u.id),
    d.subscriptions.map((s: any) => s.channel.id),
  ];
  nodeIds = Array.from({ length: 21 }, (_, i) => lists[i % 3][Math.floor(i / 3)]);
});

test.each(CASES.map((c) => [c.list, c] as const))('%s: 20 items cost the statements 2 items cost', (_list, c) =>
  expectStatementsNotToGrow(
    w.ts.server.deps.db,
    c.viewer === 'subscriber' ? w.ts.client(people[20]) : w.as(c.viewer ?? 'hamlet'),
    c,
  ),
);
