import { UNSTORABLE_INPUT_MESSAGE } from '../../src/domain/errors.ts';
import { UPDATE_REALM_PARAMS } from '../../src/domain/realm/update-realm.ts';
import { allRoutes } from '../../src/rest-compat/routes/index.ts';
import { valueHasLoneSurrogate } from '../../src/domain/text.ts';
import {
  describedEndpoints,
  formEncode,
  HOSTILE_VALUES,
  LONE_SURROGATE_ESCAPE,
  undescribedEndpoints,
  wireValue,
  type Endpoint,
} from '../support/hostile.ts';
import { useWorld } from '../support/world.ts';

/*
 * The sweep of test/rest/hostile-classes-*.test.ts, split over several files
 * (each with its own server and a share of the classes) so that two test
 * workers share its minutes.
 *
 * Every parameter of every endpoint of Zulip's API description, sent by an
 * owner with each class of hostile value that once reached the database: NUL
 * bytes, lists past PostgreSQL's bind-parameter limits, integers past int32
 * and 2^53, deep nesting, lone surrogates. The other parameters carry the description's
 * examples — once only the required ones, once all of them — so each request
 * gets as far as the parameter under test. Every answer must be Zulip-shaped and below 500, and none may come
 * from the database-error backstop: each class is refused where it enters.
 * No answer and no event may carry a lone surrogate: such text is either
 * refused or made U+FFFD where it enters, as the database would store it, so
 * what is stored, what events say and what is read back agree.
 */
/** Registers the file's world and returns the sweep's tests, for a file to register its share. */
export function useHostileClassesSweep() {
  const w = useWorld();

  let messageId = 0;
  beforeAll(async () => {
    messageId = await w.send('desdemona', { type: 'stream', to: 'Denmark', topic: 'sweep', content: 'target' });
  });

  /** Valid values for path parameters, so requests reach their handlers' parameter checks. */
  function pathValue(name: string): string {
    const { users, channels } = w.realm;
    const byName: Record<string, string> = {
      message_id: String(messageId),
      stream_id: String(channels.Denmark),
      user_id: String(users.hamlet.id),
      email: users.hamlet.email,
      user_id_or_email: users.hamlet.email,
    };
    return byName[name] ?? '1';
  }

  const fill = (ep: Endpoint, value: (name: string) => string): string =>
    ep.path.replace(/\{([^}]+)\}/g, (_m, name: string) => formEncode(value(name)));

  interface Outcome {
    status: number;
    text: string;
  }

  /** `params` are already form-encoded pairs (`name=value`): the large values are encoded once, not per request. */
  async function call(ep: Endpoint, urlPath: string, params: string[]): Promise<Outcome> {
    const headers: Record<string, string> = w.as('desdemona').authHeader();
    let url = `${w.ts.url}/api/v1${urlPath}`;
    let body: string | undefined;
    if (ep.method === 'GET') url += `?${params.join('&')}`;
    else {
      body = params.join('&');
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(url, { method: ep.method, headers, body });
    return { status: res.status, text: await res.text() };
  }

  const pair = (name: string, value: string): string => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

  /**
   * Examples that would not reach the code under test: subscribing to an
   * existing channel never reaches the settings of a new one.
   */
  let fresh = 0;
  const EXAMPLE_OVERRIDES: Record<string, () => unknown> = {
    subscriptions: () => [{ name: `sweep ${++fresh}`, description: 'new' }],
  };

  /** The description's examples for an endpoint's parameters (all, or only the required ones), except `skip`. */
  const baseline = (ep: Endpoint, which: 'required' | 'all', skip?: string): string[] =>
    ep.params
      .filter((p) => p.name !== skip && (p.required || which === 'all') && p.example !== undefined)
      .map((p) => pair(p.name, wireValue(EXAMPLE_OVERRIDES[p.name]?.() ?? p.example)));

  /** The owner's credentials stopped working (deactivated, key changed): the rest of the sweep would test nothing. */
  const refusedCredentials = (outcome: Outcome): boolean =>
    outcome.status === 401 &&
    /"code":"(UNAUTHORIZED|INVALID_API_KEY|USER_DEACTIVATED|REALM_DEACTIVATED)"/.test(outcome.text);

  function problem(outcome: Outcome): string | null {
    let json: { result?: string; msg?: string };
    try {
      json = JSON.parse(outcome.text) as typeof json;
    } catch {
      return `not JSON: ${outcome.text.slice(0, 100)}`;
    }
    if (json.result !== 'success' && json.result !== 'error') return `not Zulip-shaped: ${outcome.text.slice(0, 100)}`;
    if (outcome.status >= 500) return `${outcome.status} ${json.msg}`;
    if (json.msg === UNSTORABLE_INPUT_MESSAGE) return `reached the database: ${json.msg}`;
    if (LONE_SURROGATE_ESCAPE.test(outcome.text)) return `answered a lone surrogate: ${outcome.text.slice(0, 100)}`;
    return null;
  }

  // Long-polls wait for their heartbeat; they take no parameters of this kind anyway.
  const endpoints = [...describedEndpoints(), ...undescribedEndpoints(UPDATE_REALM_PARAMS.map((p) => p.name))].filter(
    (ep) => !(ep.path === '/events' && ep.method === 'GET'),
  );

  const coversEveryRoute = () =>
    test('the sweeps cover every endpoint the server routes', () => {
      const swept = new Set(endpoints.map((ep) => `${ep.method} ${ep.path}`));
      const routed = allRoutes
        .filter((r) => r.auth !== 'dev')
        .map((r) => `${r.method} ${r.path.replace(/:(int|path)\}/g, '}')}`);
      expect(routed.filter((r) => !swept.has(r))).toEqual([]);
    });

  /** One test per class in `kinds` (of HOSTILE_VALUES' kinds). */
  const sweepClasses = (kinds: string[]) =>
    test.each(kinds)(
      'every parameter of every endpoint with %s values: no 500, nothing reaches the database',
      async (kind) => {
        const failures: string[] = [];
        const values = HOSTILE_VALUES.filter((v) => v.kind === kind).map(({ value }) => ({
          value,
          encoded: formEncode(value),
        }));
        // Lists are refused where they are parsed, whatever else the request carries: one baseline suffices (and they are large).
        const baselines = kind === 'list' ? (['all'] as const) : (['required', 'all'] as const);
        let answered = 0;
        let sent = 0;
        for (const ep of endpoints) {
          const urlPath = fill(ep, pathValue);
          for (const target of ep.params) {
            // Where no optional parameter has an example, "all" is the same request as "required": sent once.
            const differ = ep.params.some((p) => p.name !== target.name && !p.required && p.example !== undefined);
            const asked = baselines.filter((which) => which === baselines[0] || differ);
            for (const { value, encoded } of values) {
              for (const which of asked) {
                sent++;
                const params = [...baseline(ep, which, target.name), `${encodeURIComponent(target.name)}=${encoded}`];
                const outcome = await call(ep, urlPath, params);
                const why = problem(outcome);
                if (why)
                  failures.push(`${ep.method} ${ep.path} ${target.name}=${value.slice(0, 40)} (${which}) → ${why}`);
                if (!refusedCredentials(outcome)) answered++;
              }
            }
          }
        }
        const events = w.ts.events.filter((e) => valueHasLoneSurrogate(e));
        expect([failures, events.map((e) => JSON.stringify(e).slice(0, 200))]).toEqual([[], []]);
        // The sweep means something only while its owner's credentials hold.
        expect(answered).toBe(sent);
        expect(sent).toBeGreaterThanOrEqual(endpoints.reduce((n, ep) => n + ep.params.length, 0) * values.length);
      },
      // A hang guard, not a time limit: one class took over 600 s on a 2-core machine under a load of 20.
      1_200_000,
    );

  const sweepPathParameters = () =>
    test('every path parameter with NUL bytes, lone surrogates and out-of-range ids: no 500', async () => {
      const failures: string[] = [];
      const hostile = [
        '\u0000',
        'a\u0000b@zulip.com',
        '\uD800',
        'x\uDC00@zulip.com',
        '2147483648',
        '9007199254740993',
        '99999999999999999999',
      ];
      for (const ep of endpoints) {
        for (const target of ep.pathParams) {
          for (const value of hostile) {
            const urlPath = fill(ep, (name) => (name === target ? value : pathValue(name)));
            const why = problem(await call(ep, urlPath, baseline(ep, 'required')));
            if (why) failures.push(`${ep.method} ${urlPath} → ${why}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

  const organizationStillReads = () =>
    test('after the sweep the organization still reads: register and the GraphQL realm query succeed', async () => {
      const reg = await w.as('desdemona').post('/register', {});
      expect(reg.status).toBe(200);
      const gql = await w
        .as('desdemona')
        .graphql(
          '{ realm { realmId name settings { messageContentEditLimitSeconds topicsPolicy } userSettingsDefaults { colorScheme } canCreateGroups { __typename } } }',
        );
      expect(gql.errors).toBeUndefined();
    });

  return { coversEveryRoute, sweepClasses, sweepPathParameters, organizationStillReads };
}
