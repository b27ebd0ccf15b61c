import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  printSchema,
} from 'graphql';
import { REGENERATE_COMMAND, renderSchemaSdl, SCHEMA_FILE_NAME } from '../../scripts/schema-sdl.ts';

const committedFile = path.join(__dirname, '../..', SCHEMA_FILE_NAME);

test(`${SCHEMA_FILE_NAME} matches the schema built from src/schema`, () => {
  const committed = readFileSync(committedFile, 'utf8');
  const current = renderSchemaSdl();
  if (committed !== current) {
    throw new Error(
      `${SCHEMA_FILE_NAME} is stale: the GraphQL schema in src/schema changed.\n` +
        `Regenerate it with:  ${REGENERATE_COMMAND}   (or \`npm run codegen\`) and commit the result.`,
    );
  }
  expect(committed).toBe(current);
});

test(`${SCHEMA_FILE_NAME} is valid SDL that round-trips`, () => {
  const sdl = readFileSync(committedFile, 'utf8');
  const schema = buildSchema(sdl);
  expect(schema.getQueryType()?.name).toBe('Query');
  expect(`${printSchema(schema)}\n`).toBe(sdl);
});

test(`every type, field, argument and enum value of ${SCHEMA_FILE_NAME} has a description`, () => {
  const schema = buildSchema(readFileSync(committedFile, 'utf8'));
  const undocumented: string[] = [];
  const check = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) undocumented.push(what);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of 'args' in field ? field.args : [])
          check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
  }
  // Lists the offenders: describe each where it is built in src/schema (settings: src/schema/descriptions).
  expect(undocumented).toEqual([]);
});

/** Mutations that take nothing: an input type needs a field, and these have nothing to ask. */
const NO_INPUT = ['deactivateOwnAccount', 'markAllMessagesAsRead', 'regenerateOwnApiKey'];

test('every mutation takes one `input: <Mutation>Input!` of its own', () => {
  const schema = buildSchema(readFileSync(committedFile, 'utf8'));
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  const inputs = mutations.flatMap((m) => m.args.map((a) => `${a.type}`));
  const wrong = mutations.flatMap((m) => {
    const own = `${m.name[0].toUpperCase()}${m.name.slice(1)}Input`;
    const args = m.args.map((a) => `${a.name}: ${a.type}`);
    if (NO_INPUT.includes(m.name)) return args.length === 0 ? [] : [`${m.name}(${args.join(', ')}): takes an input`];
    const shared = inputs.filter((i) => i === `${own}!`).length > 1;
    return args.length === 1 && args[0] === `input: ${own}!` && !shared ? [] : [`${m.name}(${args.join(', ')})`];
  });
  expect(mutations.length).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});
