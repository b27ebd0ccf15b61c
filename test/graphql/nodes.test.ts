import { useWorld } from '../support/world.ts';

/** Global object identification: `node(id:)` and `nodes(ids:)` find what the viewer may see, and nothing else. */
const w = useWorld();

const globalId = (type: string, id: number): string => Buffer.from(`${type}:${id}`).toString('base64');

test('a user group by its global id; unknown and foreign ids are null', async () => {
  const group = await w
    .prisma()
    .userGroup.findFirstOrThrow({ where: { realmId: w.realm.realmId, name: 'role:members' } });
  const foreign = await w.prisma().realm.create({ data: { name: 'Other', stringId: 'other', settings: {} } });
  const foreignGroup = await w.prisma().userGroup.create({ data: { realmId: foreign.id, name: 'elsewhere' } });
  const r = await w
    .as('hamlet')
    .graphql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on UserGroup { groupId name isSystemGroup } } }',
      {
        ids: [globalId('UserGroup', group.id), globalId('UserGroup', 999_999), globalId('UserGroup', foreignGroup.id)],
      },
    );
  expect(r.errors).toBeUndefined();
  expect(r.data?.nodes).toEqual([
    {
      __typename: 'UserGroup',
      id: globalId('UserGroup', group.id),
      groupId: group.id,
      name: 'role:members',
      isSystemGroup: true,
    },
    null,
    null,
  ]);
});
