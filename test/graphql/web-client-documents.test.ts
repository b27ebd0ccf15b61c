import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
} from 'graphql';
import * as web from '../../web/src/gql/graphql.ts';
import { checkOperationInputs, isHeavyOperation, limitRules } from '../../src/graphql-server/limits.ts';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';

/**
 * Every operation the web client (web/src) sends passes the public endpoint's
 * limits: what a chat UI needs is not refused as too complex. A timeline page
 * of 50 messages once was (graphql-armor charged its fragment spreads a level each).
 */
const schema = buildSchema(readFileSync(path.join(__dirname, '../..', SCHEMA_FILE_NAME), 'utf8'));
const documents = Object.entries(web).filter(
  (e): e is [string, DocumentNode] =>
    e[0].endsWith('Document') && typeof e[1] === 'object' && (e[1] as DocumentNode).kind === 'Document',
);

test('the web client has its operations', () => {
  expect(documents.map(([name]) => name)).toEqual(
    expect.arrayContaining(['TimelineDocument', 'BootstrapDocument', 'EventsDocument', 'SendMessageDocument']),
  );
});

/** What a normalized cache sends: `__typename` asked for in every selection. */
const withTypenames = (doc: DocumentNode): DocumentNode =>
  visit(doc, {
    SelectionSet: (node, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
      return { ...node, selections: [...node.selections, typename] };
    },
  });

test.each(documents)('%s passes validation and the endpoint limits, as a normalized cache sends it', (_name, doc) => {
  expect(validate(schema, withTypenames(doc), limitRules()).map((e) => e.message)).toEqual([]);
  // The weights and the nested-list cost, with pages at their default size (variables unset: an operation
  // whose variables can hold a @oneOf input has them coerced first, which says so of the required ones).
  const unset = /^Variable "\$\w+" of required type "[^"]+" was not provided\.$/;
  expect(
    checkOperationInputs(schema, withTypenames(doc), {})
      .map((e) => e.message)
      .filter((m) => !unset.test(m)),
  ).toEqual([]);
});

/** The Node selections of a document that do not ask for `id` (directly, or through a fragment). */
function nodesWithoutId(doc: DocumentNode): string[] {
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet]] : [])),
  );
  const asksId = (set: SelectionSetNode): boolean =>
    set.selections.some((s) =>
      s.kind === Kind.FIELD
        ? s.name.value === 'id'
        : s.kind === Kind.INLINE_FRAGMENT
          ? asksId(s.selectionSet)
          : asksId(fragments.get(s.name.value) ?? { kind: Kind.SELECTION_SET, selections: [] }),
    );
  const missing: string[] = [];
  const info = new TypeInfo(schema);
  visit(
    doc,
    visitWithTypeInfo(info, {
      SelectionSet(set) {
        const type = info.getType();
        const named = type && getNamedType(type);
        const isNode = isObjectType(named) && named.getInterfaces().some((i) => i.name === 'Node');
        if (isNode && !asksId(set)) missing.push(named.name);
      },
    }),
  );
  return missing;
}

// The web client's cache keys every Node by its global id and configures no type by hand (web/src/api/client.ts).
test.each(documents)('%s asks for the global id of every Node it selects', (_name, doc) => {
  expect(nodesWithoutId(doc)).toEqual([]);
});

test("what takes turns with the user's other heavy operations: reading the organization or a large page; never sending, uploading or a UI's page", () => {
  // A document's page size may be a variable: measured with what the client sends (its timeline asks for 50).
  const CLIENT_VARIABLES: Record<string, Record<string, unknown>> = { TimelineDocument: { last: 50 } };
  const heavy = (name: string) =>
    isHeavyOperation(schema, documents.find(([n]) => n === name)![1], CLIENT_VARIABLES[name] ?? {});
  expect(['BootstrapDocument', 'PresencesDocument', 'TopicsDocument'].map(heavy)).toEqual([true, true, true]);
  expect(
    ['SendMessageDocument', 'UploadFileDocument', 'UpdateDraftDocument', 'AddReactionDocument', 'TimelineDocument'].map(
      heavy,
    ),
  ).toEqual([false, false, false, false, false]);
  const page = (n: number) =>
    parse(
      `{ messages(anchor: "newest", numBefore: ${n - 1}, numAfter: 0) { messages { id content sender { fullName } channel { name } reactions { emojiName user { fullName } } } } }`,
    );
  expect([100, 200, 1000].map((n) => isHeavyOperation(schema, page(n), {}))).toEqual([false, false, true]);
});

test('the limits still refuse a document far past what a UI asks for', () => {
  const fields =
    'id messageId content sender { id fullName status { statusText } } reactions { emojiName user { id fullName } }';
  const bomb = parse(`query { messagesConnection(last: 5000) { edges { node { ${fields} } } } }`);
  expect(validate(schema, bomb, limitRules()).map((e) => e.message)).toEqual([
    expect.stringMatching(
      /^The operation selects too much \(structural cost\): \d+ \(limit maxStructuralCost: 15000\)\.$/,
    ),
  ]);
});
