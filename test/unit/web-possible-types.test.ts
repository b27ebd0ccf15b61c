import { readFileSync } from 'node:fs';
import path from 'node:path';
import { possibleTypes } from '../../web/src/api/possible-types.ts';

// The web client's cache must know every interface of the schema and all its types, or it drops fields.
test("the web client's possible types are the interfaces of schema.graphql", () => {
  const sdl = readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
  const fromSchema: Record<string, string[]> = {};
  for (const [, name] of sdl.matchAll(/^interface (\w+)/gm)) fromSchema[name] = [];
  for (const [, type, list] of sdl.matchAll(/^type (\w+) implements ([\w &]+?)\s*\{/gm)) {
    for (const iface of list.split('&').map((s) => s.trim())) fromSchema[iface].push(type);
  }
  for (const list of Object.values(fromSchema)) list.sort();
  expect(Object.fromEntries(Object.entries(possibleTypes).map(([k, v]) => [k, [...v].sort()]))).toEqual(fromSchema);
});
