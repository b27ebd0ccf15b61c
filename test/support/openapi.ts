import { openApiDocument } from './openapi-doc.ts';
import { Ajv, type ValidateFunction } from 'ajv';
import * as ajvFormats from 'ajv-formats';

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
    doc = openApiDocument<Doc>();
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
    ? ((d as unknown as { components: { responses: Record<string, { content?: Record<string, unknown> }> } }).components
        .responses[response.$ref.split('/').pop() ?? ''] ?? undefined)
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

/** The spec's path templates, most literal first (`/users/me` before `/users/{user_id}`). */
let templates: Array<{ path: string; re: RegExp; params: string[]; literals: number }> | undefined;

function templatesOf(d: Doc) {
  templates ??= Object.keys(d.paths)
    .map((p) => {
      const params = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const re = new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}$`);
      return { path: p, re, params, literals: p.split('/').filter((s) => s && !s.startsWith('{')).length };
    })
    .sort((a, b) => b.literals - a.literals);
  return templates;
}

/**
 * The OpenAPI path template a concrete request path is an instance of, for
 * `method`, or undefined when Zulip documents no such operation. A number
 * where the spec has both `{user_id}` and `{email}` picks the id form.
 */
export function openApiPathOf(method: string, concrete: string): string | undefined {
  const { doc: d } = load();
  const bare = concrete.split('?')[0];
  const m = method.toLowerCase();
  const matches = templatesOf(d).filter((t) => t.re.test(bare) && d.paths[t.path][m]);
  if (matches.length === 0) return undefined;
  const best = matches.filter((t) => t.literals === matches[0].literals);
  if (best.length === 1) return best[0].path;
  const fits = best.find((t) => {
    const values = t.re.exec(bare)?.slice(1) ?? [];
    return t.params.every((p, i) => !/_id$/.test(p) || /^\d+$/.test(values[i]));
  });
  return (fits ?? best[0]).path;
}

/**
 * What every REST response a test receives goes through (test/support/client.ts):
 * a JSON response of an operation Zulip documents must match its description
 * for that status. Undocumented operations and statuses have nothing to match.
 */
export function checkRestResponse(
  method: string,
  concretePath: string,
  status: number,
  contentType: string | null,
  text: string,
): void {
  if (method === 'HEAD' || method === 'OPTIONS') return;
  const apiPath = openApiPathOf(method, concretePath);
  if (!apiPath) return;
  const clientError = status >= 400 && status < 500;
  if (!clientError && !validatorFor(method, apiPath, status)) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${method} ${concretePath} ${status}: Zulip documents a JSON body, got ${contentType ?? 'no content type'}: ${text.slice(0, 200)}`,
    );
  }
  if (clientError) expectZulipError(method, concretePath, status, body);
  else expectMatchesOpenApi(method, apiPath, status, body);
}

/**
 * A 4xx answer is Zulip's error object: result "error", msg and code, and any
 * fields the error adds (var_name, stream, …). The description's per-operation
 * 4xx schemas are a few examples, not the list (Zulip's own test harness,
 * zerver/openapi/openapi.py validate_test_response, skips them for that reason).
 */
function expectZulipError(method: string, concretePath: string, status: number, body: unknown): void {
  // Zulip's json_method_not_allowed: no code, the allowed methods instead.
  if (status === 405) {
    expect(body).toEqual({ result: 'error', msg: 'Method Not Allowed', allowed_methods: expect.any(Array) });
    return;
  }
  const { ajv: a } = load();
  const v = a.getSchema('openapi#/components/schemas/CodedErrorBase');
  if (!v) throw new Error('OpenAPI has no CodedErrorBase');
  if (!v(body)) {
    throw new Error(
      `${method} ${concretePath} ${status} is not a Zulip error:\n${JSON.stringify(v.errors?.slice(0, 8), null, 2)}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

/**
 * Where Zulip's server sends more than its OpenAPI description says, and
 * zircon does as Zulip does: the per-call opt-outs (`{ unchecked }`) name one of these.
 */
export const SPEC_GAPS = {
  botOwnProfile:
    "GET /users/me as a bot: Zulip's format_user_row adds bot_type and bot_owner_id, which the schema leaves out",
  localMessageId:
    "GET /events on the sender's queue: Zulip adds local_message_id to the message event, which the schema leaves out",
} as const;
