// Writes schema.graphql (`npm run schema:print`, also the first step of
// `npm run codegen`). test/graphql/schema.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSchemaSdl, SCHEMA_FILE_NAME } from './schema-sdl.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', SCHEMA_FILE_NAME);
writeFileSync(file, renderSchemaSdl());
process.stdout.write(`wrote ${path.relative(process.cwd(), file) || file}\n`);
