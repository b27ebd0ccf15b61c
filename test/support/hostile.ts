import { openApiDocument } from './openapi-doc.ts';

/**
 * Hostile input for the sweeps over every endpoint and every GraphQL argument:
 * the endpoints of Zulip's API description with all their parameters (query
 * and form body, with `$ref`s and `allOf`s resolved), and the classes of value
 * that once reached the database.
 */

export interface EndpointParam {
  name: string;
  required: boolean;
  /** The description's example, when it gives one (a plausible valid value). */
  example?: unknown;
  /** JSON-encoded on the wire (`Json[...]` in Zulip). */
  json: boolean;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** Zulip's path with `{name}` placeholders, below /api/v1. */
  path: string;
  pathParams: string[];
  params: EndpointParam[];
}

type Node = Record<string, unknown>;

let cached: Endpoint[] | undefined;

/** Every operation of test/fixtures/zulip-openapi.yaml. */
export function describedEndpoints(): Endpoint[] {
  if (cached) return cached;
  const doc = openApiDocument<Node>();
  const resolve = (x: unknown): Node => {
    let node = x as Node;
    while (node && typeof node.$ref === 'string') {
      node = (node.$ref as string)
        .split('/')
        .slice(1)
        .reduce<Node>((n, part) => n[part] as Node, doc);
    }
    return node ?? {};
  };
  const properties = (schema: unknown): { props: Record<string, Node>; required: string[] } => {
    const s = resolve(schema);
    const out = { props: {} as Record<string, Node>, required: [...((s.required as string[]) ?? [])] };
    for (const sub of (s.allOf as unknown[]) ?? []) {
      const inner = properties(sub);
      Object.assign(out.props, inner.props);
      out.required.push(...inner.required);
    }
    for (const [k, v] of Object.entries((s.properties as Record<string, unknown>) ?? {})) out.props[k] = resolve(v);
    return out;
  };
  const endpoints: Endpoint[] = [];
  for (const [p, ops] of Object.entries(doc.paths as Record<string, Record<string, Node>>)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'patch', 'delete', 'put'].includes(method)) continue;
      const params: EndpointParam[] = [];
      const pathParams: string[] = [];
      for (const raw of (op.parameters as unknown[]) ?? []) {
        const prm = resolve(raw);
        if (prm.in === 'path') pathParams.push(prm.name as string);
        if (prm.in !== 'query') continue;
        const schema = prm.content
          ? resolve((prm.content as Record<string, Node>)['application/json']?.schema)
          : resolve(prm.schema);
        params.push({
          name: prm.name as string,
          required: prm.required === true,
          example: prm.example ?? schema.example,
          json: Boolean(prm.content),
        });
      }
      const content = (resolve(op.requestBody).content as Record<string, Node>) ?? {};
      for (const c of Object.values(content)) {
        const { props, required } = properties(c.schema);
        const encoding = (c.encoding as Record<string, Node>) ?? {};
        for (const [name, schema] of Object.entries(props)) {
          params.push({
            name,
            required: required.includes(name),
            example: schema.example,
            json: encoding[name]?.contentType === 'application/json',
          });
        }
      }
      endpoints.push({ method: method.toUpperCase() as Endpoint['method'], path: p, pathParams, params });
    }
  }
  cached = endpoints;
  return endpoints;
}

/**
 * Endpoints zircon serves that Zulip's description leaves out (PATCH /realm is
 * undocumented there), with their parameters, so the sweeps cover them too.
 */
export function undescribedEndpoints(patchRealmParams: readonly string[]): Endpoint[] {
  // The legacy aliases of PATCH /settings take its parameters.
  const settings = describedEndpoints().find((ep) => ep.method === 'PATCH' && ep.path === '/settings');
  return [
    {
      method: 'PATCH',
      path: '/realm',
      pathParams: [],
      params: patchRealmParams.map((name) => ({ name, required: false, json: true })),
    },
    ...(settings ? ['/settings/display', '/settings/notifications'].map((path) => ({ ...settings, path })) : []),
    // Live in Zulip but missing from its OpenAPI description.
    {
      method: 'PATCH',
      path: '/realm/profile_fields/{field_id}',
      pathParams: ['field_id'],
      params: [
        { name: 'name', required: false, json: false },
        { name: 'hint', required: false, json: false },
        ...['field_data', 'required', 'display_in_profile_summary', 'editable_by_user'].map((name) => ({
          name,
          required: false,
          json: true,
        })),
      ],
    },
    { method: 'DELETE', path: '/realm/profile_fields/{field_id}', pathParams: ['field_id'], params: [] },
    // Every hostile value of its one parameter is refused, so the sweep never deactivates the organization it runs in.
    {
      method: 'POST',
      path: '/realm/deactivate',
      pathParams: [],
      params: [{ name: 'deletion_delay_days', required: false, json: true }],
    },
    {
      method: 'PATCH',
      path: '/users/me/subscriptions/{stream_id}',
      pathParams: ['stream_id'],
      params: [
        { name: 'property', required: true, json: false },
        { name: 'value', required: true, json: false },
      ],
    },
    {
      method: 'PATCH',
      path: '/users/me/profile_data',
      pathParams: [],
      params: [{ name: 'data', required: true, json: true }],
    },
    {
      method: 'DELETE',
      path: '/users/me/profile_data',
      pathParams: [],
      params: [{ name: 'data', required: true, json: true }],
    },
    // Widgets' submessages: an experimental API, absent from the description.
    {
      method: 'POST',
      path: '/submessage',
      pathParams: [],
      params: [
        { name: 'content', required: true, json: false },
        { name: 'message_id', required: true, json: true },
        { name: 'msg_type', required: true, json: false },
      ],
    },
    // Bot administration: live in Zulip, absent from its OpenAPI description.
    { method: 'GET', path: '/bots', pathParams: [], params: [] },
    {
      method: 'POST',
      path: '/bots',
      pathParams: [],
      params: [
        ...['full_name', 'short_name'].map((name) => ({ name, required: true, json: false })),
        ...['service_name', 'default_sending_stream', 'default_events_register_stream'].map((name) => ({
          name,
          required: false,
          json: false,
        })),
        ...['bot_type', 'payload_url', 'config_data', 'interface_type', 'default_all_public_streams'].map((name) => ({
          name,
          required: false,
          json: true,
        })),
      ],
    },
    {
      method: 'PATCH',
      path: '/bots/{bot_id}',
      pathParams: ['bot_id'],
      params: [
        ...['full_name', 'default_sending_stream', 'default_events_register_stream'].map((name) => ({
          name,
          required: false,
          json: false,
        })),
        ...[
          'role',
          'bot_owner_id',
          'config_data',
          'service_payload_url',
          'service_interface',
          'default_all_public_streams',
        ].map((name) => ({
          name,
          required: false,
          json: true,
        })),
      ],
    },
    { method: 'DELETE', path: '/bots/{bot_id}', pathParams: ['bot_id'], params: [] },
    { method: 'POST', path: '/bots/{bot_id}/api_key/regenerate', pathParams: ['bot_id'], params: [] },
    { method: 'POST', path: '/users/me/api_key/regenerate', pathParams: [], params: [] },
    // Default channel groups: live in Zulip, absent from its OpenAPI description.
    {
      method: 'POST',
      path: '/default_stream_groups/create',
      pathParams: [],
      params: [
        ...['group_name', 'description'].map((name) => ({ name, required: true, json: false })),
        { name: 'stream_names', required: true, json: true },
      ],
    },
    {
      method: 'PATCH',
      path: '/default_stream_groups/{group_id}',
      pathParams: ['group_id'],
      params: ['new_group_name', 'new_description'].map((name) => ({ name, required: false, json: false })),
    },
    { method: 'DELETE', path: '/default_stream_groups/{group_id}', pathParams: ['group_id'], params: [] },
    // Organization domains: live in Zulip, absent from its OpenAPI description.
    { method: 'GET', path: '/realm/domains', pathParams: [], params: [] },
    {
      method: 'POST',
      path: '/realm/domains',
      pathParams: [],
      params: [
        { name: 'domain', required: true, json: false },
        { name: 'allow_subdomains', required: true, json: true },
      ],
    },
    {
      method: 'PATCH',
      path: '/realm/domains/{domain}',
      pathParams: ['domain'],
      params: [{ name: 'allow_subdomains', required: true, json: true }],
    },
    { method: 'DELETE', path: '/realm/domains/{domain}', pathParams: ['domain'], params: [] },
    // Bot storage (the zulip_bots framework's): live in Zulip, absent from its OpenAPI description.
    { method: 'GET', path: '/bot_storage', pathParams: [], params: [{ name: 'keys', required: false, json: true }] },
    { method: 'PUT', path: '/bot_storage', pathParams: [], params: [{ name: 'storage', required: true, json: true }] },
    { method: 'DELETE', path: '/bot_storage', pathParams: [], params: [{ name: 'keys', required: false, json: true }] },
    {
      method: 'PATCH',
      path: '/default_stream_groups/{group_id}/streams',
      pathParams: ['group_id'],
      params: [
        { name: 'op', required: true, json: false },
        { name: 'stream_names', required: true, json: true },
      ],
    },
  ];
}

/** The wire form of an example value (JSON for non-strings). */
export const wireValue = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

const repeatList = (n: number, item: string): string => `[${new Array<string>(n).fill(item).join(',')}]`;

/**
 * The classes of hostile text a parameter may receive: NUL bytes (raw and
 * JSON-encoded, alone, in lists and in objects), lists past PostgreSQL's
 * bind-parameter limits (32,767 and 65,535), integers at and past int32 and
 * 2^53, values nested deeper than any parser should follow, and UTF-16
 * surrogates without their pair.
 */
export const HOSTILE_VALUES: ReadonlyArray<{ kind: string; value: string }> = [
  { kind: 'nul', value: '\u0000' },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'nul-json', value: '"a\\u0000b"' },
  { kind: 'nul-json', value: '["\\u0000"]' },
  { kind: 'nul-json', value: '{"name":"\\u0000","new":"\\u0000","old":"\\u0000","emoji_name":"\\u0000"}' },
  { kind: 'nul-json', value: '[{"name":"\\u0000","operator":"channel","operand":"\\u0000"}]' },
  {
    kind: 'nul-json',
    value: '[{"operator":"topic","operand":"\\u0000"},{"operator":"sender","operand":"a\\u0000@b.c"}]',
  },
  { kind: 'nul-json', value: '{"new":{"direct_members":[1],"direct_subgroups":[]},"old":"\\u0000"}' },
  { kind: 'list', value: repeatList(32_768, '1') },
  { kind: 'list', value: repeatList(65_536, '"x"') },
  { kind: 'list', value: new Array<string>(70_000).fill('x').join(',') },
  { kind: 'list', value: `{"new":{"direct_members":${repeatList(40_000, '1')},"direct_subgroups":[]}}` },
  { kind: 'list', value: `[{"operator":"dm","operand":${repeatList(40_000, '1')}}]` },
  { kind: 'int', value: '2147483647' },
  { kind: 'int', value: '2147483648' },
  { kind: 'int', value: '-2147483649' },
  { kind: 'int', value: '9007199254740993' },
  { kind: 'int', value: '1e20' },
  { kind: 'int', value: '-1e20' },
  { kind: 'int', value: '[2147483648]' },
  { kind: 'int', value: '{"new":2147483648}' },
  { kind: 'int', value: '[{"name":"big","color":"#000000"}]' },
  { kind: 'nesting', value: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  // Lone surrogates: raw (no UTF-8 can carry one: formEncode sends its CESU-8 bytes) and as JSON escapes.
  { kind: 'surrogate', value: '\uD800' },
  { kind: 'surrogate', value: 'x\uDC00y' },
  { kind: 'surrogate', value: '"x\\ud800y"' },
  { kind: 'surrogate', value: '["\\udc00"]' },
  {
    kind: 'surrogate',
    value: '{"name":"\\ud800","new":"\\ud800","old":"\\ud800","emoji_name":"\\ud800","text":"\\ud800"}',
  },
  { kind: 'surrogate', value: '[{"operator":"topic","operand":"\\ud800"},{"operator":"search","operand":"\\udfff"}]' },
  { kind: 'surrogate', value: '[{"name":"\\ud800","description":"\\udbff"}]' },
];

/**
 * A value as a form field: encodeURIComponent's escapes, except that a lone
 * surrogate (which encodeURIComponent refuses) is sent as the three bytes
 * CESU-8 gives it — bytes no UTF-8 decoder accepts.
 */
export const formEncode = (value: string): string =>
  value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (c) => {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(c);
  });

/**
 * A JSON-escaped lone surrogate in a response: JSON.stringify escapes
 * surrogates only when they are lone (after an even run of backslashes: an
 * odd one makes it the text `\ud800`, echoed from a JSON parameter).
 */
export const LONE_SURROGATE_ESCAPE = /(?<!\\)(?:\\\\)*\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** mulberry32: a small seeded PRNG, so a sweep's failures can be replayed. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
