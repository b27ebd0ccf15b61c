import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
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
