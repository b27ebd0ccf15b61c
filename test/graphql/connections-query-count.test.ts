import { expectStatementsNotToGrow, type GrowingList } from '../support/count-statements.ts';
import type { DemoUser } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

/*
 * N+1 guard for the connections: a page of 20 costs the statements a page of
 * 2 costs, and a list of 20 channels (or groups) each with a page of
 * subscribers (members) costs what a list of 2 costs.
 */
const w = useWorld();

const USER = 'userId fullName role avatarUrl status { statusText } profileData { field { fieldId } }';
let people: DemoUser[] = [];

interface Case extends GrowingList {
  name: string;
  /** Who reads the list. */
  viewer?: string;
}

const ok = (r: { status: number; text?: string }) => expect([r.status, r.text]).toEqual([200, r.text]);

const CASES: Case[] = [
  {
    name: 'Query.usersConnection',
    query: (n) => ({
      query: `query ($n: Int) { usersConnection(first: $n) { totalCount edges { cursor node { ${USER} } } } }`,
      variables: { n },
    }),
    read: (d) => d.usersConnection.edges,
  },
  {
    name: 'Channel.subscribersConnection (of every channel)',
    query: () => ({
      query: `{ channels { subscribersConnection(first: 3) { totalCount pageInfo { hasNextPage } edges { node { ${USER} } } } } }`,
    }),
    read: (d) =>
      d.channels.filter(
        (c: { subscribersConnection: { totalCount: number } }) => c.subscribersConnection.totalCount > 3,
      ),
    grow: async (from, to) => {
      for (let i = from; i < to; i++) {
        await w.createChannel('iago', `paged ${i}`, { members: ['hamlet'] });
        ok(
          await w.as('iago').post('/users/me/subscriptions', {
            subscriptions: JSON.stringify([{ name: `paged ${i}` }]),
            principals: JSON.stringify(people.slice(0, 4).map((p) => p.id)),
          }),
        );
      }
    },
  },
  {
    name: 'UserGroup.membersConnection (of every group)',
    query: () => ({
      query: `{ userGroups { membersConnection(first: 2) { totalCount edges { node { ${USER} } } } } }`,
    }),
    read: (d) =>
      d.userGroups.filter((g: { membersConnection: { totalCount: number } }) => g.membersConnection.totalCount === 3),
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.ts.client(people[i]).post('/user_groups/create', {
            name: `paged group ${i}`,
            description: '',
            members: JSON.stringify([people[i].id, people[i + 1].id, people[i + 2].id]),
          }),
        );
    },
  },
  {
    name: 'Query.attachmentsConnection',
    query: (n) => ({
      query: `query ($n: Int) { attachmentsConnection(first: $n) { totalCount edges { cursor node { attachmentId name size messages { messageId } } } } }`,
      variables: { n },
    }),
    read: (d) => d.attachmentsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) {
        const url = await w.upload('iago', `paged-${i}.txt`, `file ${i}`, 'text/plain');
        await w.sendToChannel('iago', 'Verona', 'files', `[file](${url})`);
      }
    },
  },
  {
    name: 'Query.channelsConnection',
    query: (n) => ({
      query: `query ($n: Int) { channelsConnection(first: $n) { totalCount edges { node { channelId name creator { userId } subscriberCount } } } }`,
      variables: { n },
    }),
    read: (d) => d.channelsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) await w.createChannel('iago', `conn channel ${i}`, { members: ['iago'] });
    },
  },
  {
    name: 'Query.subscriptionsConnection',
    query: (n) => ({
      query: `query ($n: Int) { subscriptionsConnection(first: $n) { totalCount edges { node { color channel { channelId creator { userId } } } } } }`,
      variables: { n },
    }),
    read: (d) => d.subscriptionsConnection.edges,
  },
  {
    name: 'Query.userGroupsConnection',
    query: (n) => ({
      query: `query ($n: Int) { userGroupsConnection(first: $n) { totalCount edges { node { groupId creator { userId } members { userId } } } } }`,
      variables: { n },
    }),
    read: (d) => d.userGroupsConnection.edges,
  },
  {
    name: 'Query.draftsConnection',
    query: (n) => ({
      query: `query ($n: Int) { draftsConnection(first: $n) { totalCount edges { node { draftId to content } } } }`,
      variables: { n },
    }),
    read: (d) => d.draftsConnection.edges,
    grow: async (from, to) => {
      const drafts = Array.from({ length: to - from }, (_, i) => ({
        type: 'private',
        to: [people[i].id],
        topic: '',
        content: 'd',
      }));
      await w.createDrafts('iago', drafts);
    },
  },
  {
    name: 'Query.mutedUsersConnection',
    query: (n) => ({
      query: `query ($n: Int) { mutedUsersConnection(first: $n) { totalCount edges { node { userId user { ${USER} } } } } }`,
      variables: { n },
    }),
    read: (d) => d.mutedUsersConnection.edges,
    grow: async (from, to) => {
      for (const p of people.slice(from, to)) ok(await w.as('iago').post(`/users/me/muted_users/${p.id}`));
    },
  },
  {
    name: 'Query.topicsConnection',
    query: (n) => ({
      query: `query ($n: Int, $c: Int) { topicsConnection(channelId: $c, first: $n) { edges { node { id name maxId } } } }`,
      variables: { n, c: w.realm.channels.Verona },
    }),
    read: (d) => d.topicsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++) await w.sendToChannel('iago', 'Verona', `conn topic ${i}`);
    },
  },
  {
    name: 'Query.userTopicsConnection',
    query: (n) => ({
      query: `query ($n: Int) { userTopicsConnection(first: $n) { totalCount edges { cursor node { id topic visibilityPolicy channel { channelId name } } } } }`,
      variables: { n },
    }),
    read: (d) => d.userTopicsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.as('iago').post('/user_topics', {
            stream_id: w.realm.channels.Verona,
            topic: `chosen ${i}`,
            visibility_policy: 1 + (i % 3),
          }),
        );
    },
  },
  {
    name: 'Query.userGroupMembersConnection',
    query: (n) => ({
      query: `query ($n: Int, $g: Int) { userGroupMembersConnection(groupId: $g, first: $n) { totalCount edges { node { ${USER} } } } }`,
      variables: { n, g: w.groups['role:members'] },
    }),
    read: (d) => d.userGroupMembersConnection.edges,
  },
  {
    name: 'Query.userGroupSubgroupsConnection',
    query: (n) => ({
      query: `query ($n: Int, $g: Int) { userGroupSubgroupsConnection(groupId: $g, first: $n) { totalCount edges { node { groupId name creator { userId } membersConnection(first: 2) { edges { node { userId } } } } } } }`,
      variables: { n, g: parentGroup },
    }),
    read: (d) => d.userGroupSubgroupsConnection.edges,
    grow: async (from, to) => {
      const ids: number[] = [];
      for (let i = from; i < to; i++) ids.push(await w.createGroup('iago', `paged sub ${i}`, ['hamlet']));
      ok(await w.as('iago').post(`/user_groups/${parentGroup}/subgroups`, { add: JSON.stringify(ids) }));
    },
  },
  {
    name: 'Query.messageReadByConnection',
    query: (n) => ({
      query: `query ($n: Int, $m: Int) { messageReadByConnection(messageId: $m, first: $n) { totalCount edges { node { ${USER} } } } }`,
      variables: { n, m: readMessage },
    }),
    read: (d) => d.messageReadByConnection.edges,
    // Iago muted these people above (mutedUsersConnection): read receipts leave out whom the viewer muted.
    viewer: 'hamlet',
    grow: async (from, to) => {
      for (const p of people.slice(from, to))
        ok(await w.ts.client(p).post('/messages/flags', { messages: [readMessage], op: 'add', flag: 'read' }));
    },
  },
  {
    name: 'Presences.presencesConnection',
    query: (n) => ({
      query: `query ($n: Int) { presences { presencesConnection(first: $n) { totalCount edges { node { userId activeTimestamp user { ${USER} } } } } } }`,
      variables: { n },
    }),
    read: (d) => d.presences.presencesConnection.edges,
    grow: async (from, to) => {
      for (const p of people.slice(from, to))
        ok(await w.ts.client(p).post('/users/me/presence', { status: 'active', new_user_input: true }));
    },
  },
  {
    name: 'Query.invitationsConnection',
    query: (n) => ({
      query: `query ($n: Int) { invitationsConnection(first: $n) { totalCount edges { node { id email invitedBy { ${USER} } } } } }`,
      variables: { n },
    }),
    read: (d) => d.invitationsConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.ts.client(people[i]).post('/invites', { invitee_emails: `paged${i}@example.com`, stream_ids: '[]' }),
        );
    },
  },
  {
    name: 'Query.scheduledMessagesConnection',
    query: (n) => ({
      query: `query ($n: Int) { scheduledMessagesConnection(first: $n) { totalCount edges { node { id content userIds } } } }`,
      variables: { n },
    }),
    read: (d) => d.scheduledMessagesConnection.edges,
    grow: async (from, to) => {
      for (let i = from; i < to; i++)
        ok(
          await w.as('iago').post('/scheduled_messages', {
            type: 'direct',
            to: JSON.stringify([people[i].id]),
            content: `later ${i}`,
            // 2100-01-01: still in the future, whatever the clock says.
            scheduled_delivery_timestamp: '4102444800',
          }),
        );
    },
  },
  {
    name: 'Query.realmExportConsentsConnection',
    query: (n) => ({
      query: `query ($n: Int) { realmExportConsentsConnection(first: $n) { totalCount edges { node { userId consented } } } }`,
      variables: { n },
    }),
    read: (d) => d.realmExportConsentsConnection.edges,
  },
];

let parentGroup = 0;
let readMessage = 0;

beforeAll(async () => {
  people = [];
  for (let i = 0; i < 23; i++) people.push(await w.createUser(`Paged Person ${i}`));
  parentGroup = await w.createGroup('iago', 'paged parent', ['iago']);
  await w.createChannel('iago', 'read receipts', { members: ['hamlet'], principals: people.map((p) => p.id) });
  readMessage = await w.sendToChannel('iago', 'read receipts', 'read by many');
});

test.each(CASES.map((c) => [c.name, c] as const))('%s: 20 items cost the statements 2 items cost', (_n, c) =>
  expectStatementsNotToGrow(w.ts.server.deps.db, w.as(c.viewer ?? 'iago'), c),
);
