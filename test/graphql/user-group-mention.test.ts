import { useWorld } from '../support/world.ts';

/** UserGroup.viewerMayMention: the groups Zulip's compose typeahead offers, in agreement with what sending allows. */
const w = useWorld();

const gql = (user: string, query: string, variables: Record<string, unknown> = {}) =>
  w.ts.client(w.realm.users[user]).graphql(query, variables);

async function mayMention(user: string): Promise<Record<string, boolean>> {
  const r = await gql(user, '{ userGroups { name viewerMayMention } }');
  expect(r.errors).toBeUndefined();
  const groups = (r.data?.userGroups ?? []) as { name: string; viewerMayMention: boolean }[];
  return Object.fromEntries(groups.map((g) => [g.name, g.viewerMayMention]));
}

test('viewerMayMention follows can_mention_group for each viewer, and sending agrees', async () => {
  const before = await mayMention('iago');
  const admins = (
    (await gql('iago', '{ userGroups { groupId name } }')).data?.userGroups as { groupId: number; name: string }[]
  ).find((g) => g.name === 'role:administrators');
  const create = async (name: string, extra: Record<string, string>) => {
    const r = await w.as('iago').post('/user_groups/create', {
      name,
      description: '',
      members: JSON.stringify([w.realm.users.hamlet.id]),
      ...extra,
    });
    expect(r.status).toBe(200);
  };
  await create('open group', {});
  await create('admins only', { can_mention_group: JSON.stringify(admins!.groupId) });

  expect(await mayMention('iago')).toEqual({ ...before, 'open group': true, 'admins only': true });
  const hamlet = await mayMention('hamlet');
  expect([hamlet['open group'], hamlet['admins only']]).toEqual([true, false]);

  const send = (user: string, group: string) =>
    gql(
      user,
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { __typename ... on Error { message } } }',
      {
        input: { channelId: w.realm.channels.Verona, topic: 'groups', content: `@*${group}*` },
      },
    );
  expect((await send('hamlet', 'open group')).data?.sendMessage).toEqual({ __typename: 'SendMessagePayload' });
  expect((await send('hamlet', 'admins only')).data?.sendMessage).toEqual({
    __typename: 'ZulipError',
    message: "You are not allowed to mention user group 'admins only'.",
  });
  expect((await send('iago', 'admins only')).data?.sendMessage).toEqual({ __typename: 'SendMessagePayload' });
});
