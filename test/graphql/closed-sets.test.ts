import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionTypeRef } from 'graphql';
import { useWorld } from '../support/world.ts';

/**
 * Closed sets of values are enums, and the narrow is one typed `@oneOf`
 * input: no field, argument or input field still documented as taking one of
 * a few strings, save those kept deprecated beside their typed replacement.
 */

const w = useWorld();

const typeName = (t: IntrospectionTypeRef): string =>
  t.kind === 'NON_NULL' || t.kind === 'LIST' ? typeName(t.ofType) : t.name;

/** A description that lists the values a string may take. */
const listsValues = (d: string | null | undefined) =>
  d != null && (/\bone of\b/i.test(d) || /"[^"]+",? (or|and) "[^"]+"/.test(d) || /"[^"]+", "[^"]+"/.test(d));

/**
 * Strings whose values are open or mixed: an anchor is a message id or a
 * keyword (`messagesConnection` takes the `MessageAnchor` enum and a message instead);
 * a view's fragment is a built-in view's or any custom one; a device token is the push service's.
 */
const MIXED = [
  'Query.messages(anchor)',
  'UpdateMessageFlagsForNarrowInput.anchor',
  'NavigationView.fragment',
  'SendTestPushNotificationInput.token',
];

let schema: IntrospectionQuery['__schema'];
beforeAll(async () => {
  const r = await w.as('hamlet').graphql(getIntrospectionQuery({ inputValueDeprecation: true, oneOf: true }));
  expect(r.errors).toBeUndefined();
  schema = (r.data as unknown as IntrospectionQuery).__schema;
});

const typeOf = (name: string) => schema.types.find((t) => t.name === name)!;

test('no string field, argument or input field documented as a closed set', () => {
  const found: string[] = [];
  for (const t of schema.types) {
    if (t.name.startsWith('__')) continue;
    if (t.kind === 'INPUT_OBJECT')
      for (const f of t.inputFields)
        if (!f.isDeprecated && typeName(f.type) === 'String' && listsValues(f.description))
          found.push(`${t.name}.${f.name}`);
    if (t.kind === 'OBJECT' || t.kind === 'INTERFACE')
      for (const f of t.fields) {
        if (typeName(f.type) === 'String' && listsValues(f.description)) found.push(`${t.name}.${f.name}`);
        for (const a of f.args)
          if (!a.isDeprecated && typeName(a.type) === 'String' && listsValues(a.description))
            found.push(`${t.name}.${f.name}(${a.name})`);
      }
  }
  expect(found.filter((f) => !MIXED.includes(f))).toEqual([]);
});

test.each([
  ['Message', 'contentType', 'MessageContentType'],
  ['LastUserError', 'entity', 'LastUserEntity'],
])('%s.%s is the enum %s', (owner, field, enumName) => {
  const t = typeOf(owner);
  const f = t.kind === 'OBJECT' ? t.fields.find((x) => x.name === field) : undefined;
  expect(f && typeName(f.type)).toBe(enumName);
  expect(typeOf(enumName).kind).toBe('ENUM');
});

test('the narrow is one @oneOf input whose closed operands are enums, and the string dialects are deprecated', () => {
  const filter = typeOf('NarrowFilter');
  expect(filter).toMatchObject({ kind: 'INPUT_OBJECT', isOneOf: true });
  const fields = filter.kind === 'INPUT_OBJECT' ? filter.inputFields : [];
  expect(
    Object.fromEntries(
      fields.filter((f) => ['is', 'has', 'in', 'channels'].includes(f.name)).map((f) => [f.name, typeName(f.type)]),
    ),
  ).toEqual({
    channels: 'NarrowChannels',
    is: 'NarrowIs',
    has: 'NarrowHas',
    in: 'NarrowIn',
  });
  const narrowing: string[] = [];
  const deprecated: string[] = [];
  for (const t of schema.types) {
    if (t.kind === 'INPUT_OBJECT')
      for (const f of t.inputFields) {
        const n = typeName(f.type);
        if (n === 'NarrowFilter' && t.name !== 'NarrowFilter') narrowing.push(`${t.name}.${f.name}`);
        if (n === 'NarrowTermInput' || n === 'MessageNarrowInput')
          deprecated.push(`${t.name}.${f.name}:${f.isDeprecated}`);
      }
    if (t.kind === 'OBJECT')
      for (const f of t.fields)
        for (const a of f.args) {
          const n = typeName(a.type);
          if (n === 'NarrowFilter') narrowing.push(`${t.name}.${f.name}(${a.name})`);
          if (n === 'NarrowTermInput' || n === 'MessageNarrowInput')
            deprecated.push(`${t.name}.${f.name}(${a.name}):${a.isDeprecated}`);
        }
  }
  expect(narrowing.sort()).toEqual([
    'Query.messages(filter)',
    'Query.messagesConnection(filter)',
    'Query.messagesMatchingNarrow(filter)',
    'Subscription.messages(filter)',
    'UpdateMessageFlagsForNarrowInput.filter',
  ]);
  expect(deprecated.sort()).toEqual([
    'Query.messages(narrow):true',
    'Query.messagesConnection(narrow):true',
    'Query.messagesMatchingNarrow(narrow):true',
    'Subscription.messages(narrow):true',
    'UpdateMessageFlagsForNarrowInput.narrow:true',
  ]);
});
