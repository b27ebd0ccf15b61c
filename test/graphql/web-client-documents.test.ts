import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, validate, visit, type DocumentNode, type FieldNode } from 'graphql';
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
  // The weights and the nested-list cost, with pages at their default size (variables unset).
  expect(checkOperationInputs(schema, withTypenames(doc), {}).map((e) => e.message)).toEqual([]);
});

test("what takes turns with the user's other heavy operations: reading the organization or a large page; never sending, uploading or a UI's page", () => {
  const heavy = (name: string) => isHeavyOperation(schema, documents.find(([n]) => n === name)![1], {});
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
