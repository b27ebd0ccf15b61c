import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import * as ajvFormats from 'ajv-formats';
import yaml from 'js-yaml';

/**
 * Validates REST responses against Zulip's OpenAPI description (feature level
 * 420, test/fixtures/zulip-openapi.yaml). Most of its response schemas forbid
 * additional properties, so this catches extra and missing fields alike.
 */
type Doc = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

let ajv: Ajv | undefined;
let doc: Doc | undefined;
const cache = new Map<string, ValidateFunction | null>();

function load(): { ajv: Ajv; doc: Doc } {
  if (!ajv || !doc) {
    doc = yaml.load(readFileSync(path.join(__dirname, '../fixtures/zulip-openapi.yaml'), 'utf8')) as Doc;
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    // ajv-formats is CommonJS with a default export.
    const addFormats = (ajvFormats as unknown as { default: (a: Ajv) => Ajv }).default;
    addFormats(ajv);
    ajv.addSchema(nullableToTypes(doc) as object, 'openapi');
  }
  return { ajv, doc };
}

/** OpenAPI 3.0's `nullable: true` means "or null"; JSON Schema says it with a type list. */
function nullableToTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableToTypes);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableToTypes(v);
  if (!('nullable' in out)) return out;
  const { nullable, ...rest } = out;
  if (nullable !== true) return rest;
  if (typeof rest.type === 'string') return { ...rest, type: [rest.type, 'null'] };
  return { anyOf: [rest, { type: 'null' }] };
}

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function validatorFor(method: string, apiPath: string, status: number): ValidateFunction | null {
  const key = `${method} ${apiPath} ${status}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const { ajv: a, doc: d } = load();
  const op = d.paths[apiPath]?.[method.toLowerCase()];
  const responses = (op?.responses ?? {}) as Record<string, { content?: Record<string, unknown>; $ref?: string }>;
  const code = String(status) in responses ? String(status) : undefined;
  let v: ValidateFunction | null = null;
  const response = code ? responses[code] : undefined;
  // A response may be a $ref to components/responses (e.g. SimpleSuccess).
  const base = response?.$ref
    ? `openapi${response.$ref}`
    : `openapi#/paths/${pointer(apiPath)}/${method.toLowerCase()}/responses/${code}`;
  const resolved = response?.$ref
    ? ((d as unknown as { components: { responses: Record<string, { content?: Record<string, unknown> }> } }).components.responses[
        response.$ref.split('/').pop() ?? ''
      ] ?? undefined)
    : response;
  if (code && resolved?.content?.['application/json']) {
    v = a.getSchema(`${base}/content/${pointer('application/json')}/schema`) ?? null;
  }
  cache.set(key, v);
  return v;
}

/**
 * Asserts that `body` matches the documented response for this operation and
 * status. `apiPath` is the OpenAPI path template, e.g. `/users/{user_id}`.
 * Statuses the description does not document are not checked (returns false).
 */
export function expectMatchesOpenApi(method: string, apiPath: string, status: number, body: unknown): boolean {
  const { doc: d } = load();
  if (!d.paths[apiPath]?.[method.toLowerCase()]) throw new Error(`OpenAPI has no ${method} ${apiPath}`);
  const v = validatorFor(method, apiPath, status);
  if (!v) return false;
  if (!v(body)) {
    throw new Error(
      `${method} ${apiPath} ${status} does not match the OpenAPI description:\n` +
        JSON.stringify(v.errors?.slice(0, 8), null, 2) +
        `\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
  return true;
}
