import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';

/** The README's GraphQL examples are what a UI would send: they must stay valid against the schema. */
const root = path.join(__dirname, '../..');
const schema = buildSchema(readFileSync(path.join(root, SCHEMA_FILE_NAME), 'utf8'));
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);

test('the README shows the operations a chat UI needs', () => {
  const names = blocks.flatMap((b) => [...b.matchAll(/^(?:query|mutation|subscription) (\w+)/gm)].map((m) => m[1]));
  expect(names).toEqual(expect.arrayContaining(['Timeline', 'Send', 'Edit', 'React', 'Typing', 'Live']));
});

test.each(blocks.map((b, i) => [i, b]))('README GraphQL block %i is valid against schema.graphql', (_i, block) => {
  expect(validate(schema, parse(block)).map((e) => e.message)).toEqual([]);
});
