import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

const SPEC = path.join(__dirname, '../fixtures/zulip-openapi.yaml');

type Json = Record<string, unknown> | unknown[];
/** Where the YAML held a timestamp (js-yaml reads those as Dates; JSON would leave strings). */
type Cached = { doc: Json; dates: string[][] };

function datePaths(node: unknown, at: string[] = [], out: string[][] = []): string[][] {
  if (node instanceof Date) out.push(at);
  else if (node !== null && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) datePaths(v, [...at, k], out);
  return out;
}

/**
 * test/fixtures/zulip-openapi.yaml as js-yaml reads it. Parsing its 1.2 MB takes js-yaml about a second,
 * and nearly every test file needs it (response validation, the sweeps): the parsed form is kept beside
 * the other test caches as JSON, named by the file's hash, and read from there in a tenth of the time.
 */
export function openApiDocument<T>(): T {
  const text = readFileSync(SPEC);
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 16);
  const cacheFile = path.join(os.tmpdir(), `zircon-openapi-${hash}.json`);
  let cached: Cached;
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as Cached;
  } catch {
    const doc = yaml.load(text.toString('utf8')) as Json;
    cached = { doc, dates: datePaths(doc) };
    // Written whole under another name first: a parallel worker reads the old state or the new, never half.
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(cached));
    renameSync(partial, cacheFile);
    return doc as T;
  }
  for (const at of cached.dates) {
    const parent = at
      .slice(0, -1)
      .reduce<Record<string, unknown>>(
        (n, k) => n[k] as Record<string, unknown>,
        cached.doc as Record<string, unknown>,
      );
    const key = at[at.length - 1];
    parent[key] = new Date(parent[key] as string);
  }
  return cached.doc as T;
}
