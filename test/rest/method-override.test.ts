import { request } from 'node:http';
import { allRoutes } from '../../src/rest-compat/routes/index.ts';
import { useWorld } from '../support/world.ts';

/*
 * Zulip's `method` override (rest_dispatch) on every endpoint, for every verb
 * and every value: only a POST's form field names another method (Django
 * fills request.POST for POST only); OPTIONS answers its Allow list and serves
 * nothing; whatever is served is counted as the request it is served as. The
 * requests carry no credentials, so no view changes anything, and the rate
 * limits are on (with a budget no sweep exhausts) so that counting shows in
 * the headers.
 */
const w = useWorld({ rateLimits: true, env: { RATE_LIMITS_API_BY_IP: '60:100000' } });

const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const OVERRIDES = [undefined, 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'get', 'TRACE'];

interface Answer {
  status: number;
  allow: string | undefined;
  counted: boolean;
  text: string;
}

/** Any verb with a form body (fetch refuses a body on GET and HEAD; Zulip's clients never send one, a prober may). */
function send(verb: string, path: string, override: string | undefined): Promise<Answer> {
  const body = override === undefined ? '' : `method=${encodeURIComponent(override)}`;
  return new Promise((resolve, reject) => {
    const req = request(`${w.ts.url}/api/v1${path}`, {
      method: verb,
      headers:
        body === ''
          ? {}
          : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          allow: res.headers.allow,
          counted: res.headers['x-ratelimit-limit'] !== undefined,
          text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The parts of an answer a `method` field may not change: a view's unknown-parameter list may name it. */
const essence = (a: Answer) => {
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(a.text) as Record<string, unknown>;
  } catch {
    // HEAD answers have no body.
  }
  const { ignored_parameters_unsupported: _ignored, ...rest } = json;
  return { status: a.status, counted: a.counted, body: rest };
};

const fill = (path: string): string =>
  path.replace(/\{(\w+)(?::(int|path))?\}/g, (_m, _name: string, type?: string) =>
    type === 'int' ? '1' : type === 'path' ? '1/ab/x.txt' : 'x',
  );

const paths = [...new Set([...allRoutes.filter((r) => r.auth !== 'dev').map((r) => r.path), '/register', '/events'])];

test.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])(
  'every endpoint, %s and every `method` value with each verb: served as Zulip serves it',
  async (served) => {
    const failures: string[] = [];
    for (const pattern of paths) {
      const path = fill(pattern);
      const options = await send('OPTIONS', path, undefined);
      const allowed = (options.allow ?? '').split(', ');
      // The requests whose served method is `served`: that method sent as it is, and every verb carrying it as a `method` field.
      const direct = await send(served, path, undefined);
      for (const verb of VERBS) {
        for (const override of OVERRIDES) {
          const effective = verb === 'POST' && override !== undefined ? override : verb;
          if (verb === 'OPTIONS') {
            if (served !== 'GET') continue;
            const got = await send(verb, path, override);
            if (got.status !== 204 || got.text !== '' || got.allow !== options.allow || got.counted) {
              failures.push(
                `OPTIONS ${pattern} method=${override} → ${got.status} ${got.text.slice(0, 80)} counted=${got.counted}`,
              );
            }
            continue;
          }
          if (effective !== served) continue;
          const got = await send(verb, path, override);
          if (!allowed.includes(effective)) {
            const body =
              verb === 'HEAD' ? {} : { result: 'error', msg: 'Method Not Allowed', allowed_methods: allowed };
            if (
              got.status !== 405 ||
              got.allow !== options.allow ||
              JSON.stringify(essence(got).body) !== JSON.stringify(body)
            ) {
              failures.push(`${verb} ${pattern} method=${override} → ${got.status} ${got.text.slice(0, 80)}, not 405`);
            }
            continue;
          }
          // Served: the same answer as the method sent as it is, counted alike (a HEAD's body aside).
          const [a, b] = [essence(got), essence(direct)];
          if (effective === 'HEAD' || verb === 'HEAD') {
            a.body = {};
            b.body = {};
          }
          if (JSON.stringify(a) !== JSON.stringify(b))
            failures.push(
              `${verb} ${pattern} method=${override} → ${JSON.stringify(a).slice(0, 120)}, ${served} → ${JSON.stringify(b).slice(0, 120)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  },
  300_000,
);
