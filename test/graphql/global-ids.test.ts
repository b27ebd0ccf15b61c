import { getIntrospectionQuery, type IntrospectionObjectType, type IntrospectionQuery } from 'graphql';
import { useWorld } from '../support/world.ts';

/**
 * What a normalized cache (urql's graphcache, Apollo's InMemoryCache) needs
 * from the schema alone, as introspection shows it to any client: every
 * object with an identity is a Node with a global `id`.
 */
const w = useWorld();

/** Every type with an identity of its own (the composite ones included: Topic, UserTopic, ChannelSubscription). */
const IDENTIFIED = [
  'Attachment',
  'Bot',
  'Channel',
  'ChannelFolder',
  'ChannelSubscription',
  'CustomProfileField',
  'DefaultChannelGroup',
  'Draft',
  'Invitation',
  'Linkifier',
  'Message',
  'NavigationView',
  'PushDevice',
  'Realm',
  'RealmEmoji',
  'RealmExport',
  'RealmPlayground',
  'Reminder',
  'SavedSnippet',
  'ScheduledMessage',
  'Submessage',
  'Topic',
  'User',
  'UserGroup',
  'UserTopic',
];

let objects: IntrospectionObjectType[];
beforeAll(async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery());
  expect(r.errors).toBeUndefined();
  const schema = (r.data as unknown as IntrospectionQuery).__schema;
  objects = schema.types.filter((t): t is IntrospectionObjectType => t.kind === 'OBJECT');
});

const implementsNode = (t: IntrospectionObjectType) => t.interfaces.some((i) => i.name === 'Node');

test('every type with an identity implements Node, with a non-null global id', () => {
  const nodes = objects.filter(implementsNode);
  expect(nodes.map((t) => t.name).sort()).toEqual(IDENTIFIED);
  for (const t of nodes) {
    const id = t.fields.find((f) => f.name === 'id');
    expect([t.name, id?.type]).toEqual([
      t.name,
      { kind: 'NON_NULL', name: null, ofType: { kind: 'SCALAR', name: 'ID', ofType: null } },
    ]);
  }
});

test("no object carries Zulip's id of itself (or an `id`) without being a Node", () => {
  const ownsId = (t: IntrospectionObjectType) =>
    t.fields.some((f) => f.name === 'id' || /^Zulip's id of (the|a) /.test(f.description ?? ''));
  // A payload names what a mutation changed; it is no object of its own.
  const unidentified = objects
    .filter((t) => ownsId(t) && !implementsNode(t) && !t.name.endsWith('Payload'))
    .map((t) => t.name);
  expect(unidentified).toEqual([]);
});
