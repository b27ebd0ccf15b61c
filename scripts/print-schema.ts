// Writes schema.graphql and the web client's map of abstract types (`npm run schema:print`, also the
// first step of `npm run codegen`). test/graphql/schema.test.ts fails when the committed schema is
// stale, test/unit/web-possible-types.test.ts when the map is.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getSortedSchema } from '../src/schema/index.ts';
import { POSSIBLE_TYPES_FILE, renderPossibleTypes } from './possible-types.ts';
import { renderSchemaSdl, SCHEMA_FILE_NAME } from './schema-sdl.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [name, text] of [
  [SCHEMA_FILE_NAME, renderSchemaSdl()],
  [POSSIBLE_TYPES_FILE, renderPossibleTypes(getSortedSchema())],
]) {
  const file = path.join(root, name);
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file) || file}\n`);
}
