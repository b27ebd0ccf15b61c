import { openApiDocument } from '../support/openapi-doc.ts';
import { useWorld } from '../support/world.ts';

/**
 * Every operation of Zulip's OpenAPI description, called once as the owner
 * with no parameters: none may be answered as an unknown route. Refusals
 * (missing arguments, no such object) are fine: they prove the route exists.
 */
const w = useWorld();

type Doc = { paths: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const doc = openApiDocument<Doc>();
const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
  Object.keys(ops)
    .filter((m) => METHODS.includes(m))
    .map((m) => `${m.toUpperCase()} ${p}`),
);

/** Operations the description lists that no server serves as an API call. */
const NOT_API: Record<string, string> = {
  'POST /real-time': "a documentation pseudo-path: the events API's overview page",
  'POST /rest-error-handling': 'a documentation pseudo-path: the page about error responses',
  'POST /zulip-outgoing-webhook': 'the payload this server sends to outgoing-webhook bots, not an endpoint it serves',
  'POST /dev_fetch_api_key': "Zulip's development-environment login, absent from production servers",
};

/** Operations still to build. Kept here so the test names the debt; the list only ever shrinks. */
const NOT_YET_SERVED: string[] = [];

/** An operation that would cut the walk short (it deactivates the caller): called last. */
const LAST = new Set(['DELETE /users/me']);

const VALUES: Record<string, string> = {
  email: 'nobody@example.invalid',
  domain: 'example.invalid',
  fragment: 'narrow/is/starred',
  emoji_name: 'nonexistent',
  realm_id_str: '2',
  filename: 'nonexistent.txt',
  path_id: 'nonexistent',
};
const concrete = (p: string) => p.replace(/\{(\w+)\}/g, (_m, name: string) => VALUES[name] ?? '999999');

let unknown: string[] = [];

beforeAll(async () => {
  const owner = w.as('desdemona');
  const walk = [...operations.filter((o) => !LAST.has(o) && !(o in NOT_API)), ...operations.filter((o) => LAST.has(o))];
  unknown = [];
  for (const op of walk) {
    const [method, p] = op.split(' ');
    const r = await owner.request(
      method,
      concrete(p),
      {},
      { unchecked: 'the walk asks only whether the route exists' },
    );
    if (r.status === 404 && r.body.msg === 'Not Found') unknown.push(op);
  }
});

test('every operation of the description is served, except those still to build', () => {
  expect(unknown.sort()).toEqual([...NOT_YET_SERVED].sort());
});

test('the operations named here are in the description (no stale entries)', () => {
  const all = new Set(operations);
  expect([...Object.keys(NOT_API), ...NOT_YET_SERVED, ...LAST].filter((o) => !all.has(o))).toEqual([]);
});
