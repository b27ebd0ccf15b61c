import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { POSSIBLE_TYPES_FILE, renderPossibleTypes } from '../../scripts/possible-types.ts';
import { possibleTypes } from '../../web/src/api/possible-types.ts';

const root = path.join(__dirname, '..', '..');
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'));

// The web client's cache must know every union and interface of the schema and all their types, or it drops fields.
test("the web client's possible types are the unions and interfaces of schema.graphql's introspection", () => {
  const fromIntrospection: Record<string, string[]> = {};
  for (const t of introspectionFromSchema(schema).__schema.types)
    if (t.kind === 'UNION' || t.kind === 'INTERFACE')
      fromIntrospection[t.name] = t.possibleTypes.map((p) => p.name).sort();
  expect(Object.values(fromIntrospection).every((types) => types.length > 0)).toBe(true);
  expect(Object.keys(fromIntrospection)).toEqual(expect.arrayContaining(['Conversation', 'Error', 'Event', 'Node']));
  expect(Object.fromEntries(Object.entries(possibleTypes).map(([k, v]) => [k, [...v].sort()]))).toEqual(
    fromIntrospection,
  );
});

test(`${POSSIBLE_TYPES_FILE} is what \`npm run schema:print\` writes for schema.graphql`, () => {
  expect(readFileSync(path.join(root, POSSIBLE_TYPES_FILE), 'utf8')).toBe(renderPossibleTypes(schema));
});
