import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { UNSTORABLE_INPUT_MESSAGE } from '../../src/domain/errors.ts';
import { valueHasLoneSurrogate } from '../../src/domain/text.ts';
import { useWorld } from '../support/world.ts';
import { LONE_SURROGATE_ESCAPE } from '../support/hostile.ts';

/*
 * The sweep of test/graphql/hostile-arguments-*.test.ts, split over several
 * files (each with its own server and a share of the fields) so that two test
 * workers share its minutes.
 *
 * Every argument of every query, mutation and subscription field, from the
 * schema's own introspection, with each class of hostile value: NUL bytes (in
 * variables and in literals), lists past PostgreSQL's bind-parameter limits,
 * integers at and past a GraphQL Int, UTF-16 surrogates without their pair,
 * and JSON values carrying all of these. The other required arguments get
 * valid values, so each operation gets as far as the argument under test. No
 * answer may be a 5xx, an "Unexpected error." or the database-error backstop,
 * and no answer or event may carry a lone surrogate (what is stored, what
 * events say and what is read back must agree).
 */
/** Registers the file's world and returns the sweep's tests, for a file to register its share. */
export function useHostileArgumentsSweep() {
  const w = useWorld();

  interface TypeRef {
    kind: string;
    name: string | null;
    ofType: TypeRef | null;
  }
  interface InputValue {
    name: string;
    type: TypeRef;
  }
  interface FullType {
    kind: string;
    name: string;
    fields: Array<{ name: string; args: InputValue[]; type: TypeRef }> | null;
    inputFields: InputValue[] | null;
    enumValues: Array<{ name: string }> | null;
  }

  const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
  const INTROSPECTION = `{ __schema { types { kind name
    fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } }
    inputFields { name type { ${TYPE_REF} } }
    enumValues { name } } } }`;

  let types = new Map<string, FullType>();
  let messageId = 0;

  beforeAll(async () => {
    const r = await w.as('desdemona').graphql(INTROSPECTION);
    types = new Map((r.data!.__schema.types as FullType[]).map((t) => [t.name, t]));
    messageId = await w.send('desdemona', { type: 'stream', to: 'Denmark', topic: 'sweep', content: 'target' });
  });

  const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
  const typeText = (t: TypeRef): string =>
    t.kind === 'NON_NULL' ? `${typeText(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeText(t.ofType!)}]` : t.name!;
  const isList = (t: TypeRef): boolean => (t.kind === 'NON_NULL' ? isList(t.ofType!) : t.kind === 'LIST');

  /** A valid value for an argument, by its name where an id of the demo world fits. */
  function validValue(name: string, t: TypeRef): unknown {
    if (t.kind === 'NON_NULL') return validValue(name, t.ofType!);
    if (t.kind === 'LIST') return [validValue(name, t.ofType!)];
    const { users, channels } = w.realm;
    switch (t.name) {
      case 'Int':
        if (/message/i.test(name)) return messageId;
        if (/channel|stream/i.test(name)) return channels.Denmark;
        if (/user|id$/i.test(name)) return users.hamlet.id;
        return 1;
      case 'String':
        if (name === 'type') return 'stream';
        if (/email|username/i.test(name)) return users.hamlet.email;
        if (/channel|stream/i.test(name)) return 'Denmark';
        return 'x';
      case 'Boolean':
        return false;
      case 'JSON':
        return {};
      default: {
        const type = types.get(t.name!)!;
        if (type.kind === 'ENUM') return type.enumValues![0].name;
        if (type.kind === 'INPUT_OBJECT') {
          return Object.fromEntries(
            type
              .inputFields!.filter((f) => f.type.kind === 'NON_NULL')
              .map((f) => [f.name, validValue(f.name, f.type)]),
          );
        }
        return null;
      }
    }
  }

  const bigList = (n: number, item: unknown): unknown[] => new Array<unknown>(n).fill(item);

  /** Hostile values for an argument of type `t` (for an input object: each field in turn). */
  function hostileValues(name: string, t: TypeRef): unknown[] {
    const base = named(t);
    const out: unknown[] = [];
    if (isList(t)) {
      const item = validValue(name, t.kind === 'NON_NULL' ? t.ofType!.ofType! : t.ofType!);
      out.push(bigList(32_768, item), bigList(65_536, item));
    }
    const scalar = (v: unknown) => (isList(t) ? [v] : v);
    if (base.name === 'String') out.push(scalar('\u0000'), scalar('a\u0000b'), scalar('x\uD800y'), scalar('\uDC00'));
    if (base.name === 'Int')
      out.push(scalar(2_147_483_647), scalar(2_147_483_648), scalar(-2_147_483_649), scalar(2 ** 53));
    if (base.name === 'JSON') {
      out.push(
        { a: '\u0000' },
        { default_language: 'a\u0000b', web_font_size_px: 2_147_483_648 },
        { x: bigList(65_536, 1) },
        '\u0000',
      );
      out.push({ default_language: 'x\uD800' }, { '\uDBFF': 1 }, ['\uDFFF']);
    }
    const type = base.name ? types.get(base.name) : undefined;
    if (type?.kind === 'INPUT_OBJECT' && !isList(t)) {
      const valid = validValue(name, t) as Record<string, unknown>;
      for (const f of type.inputFields!)
        for (const v of hostileValues(f.name, f.type)) out.push({ ...valid, [f.name]: v });
    }
    return out;
  }

  function operation(
    kind: 'query' | 'mutation' | 'subscription',
    field: NonNullable<FullType['fields']>[number],
  ): string {
    const vars = field.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const kindOf = types.get(named(field.type).name!)?.kind;
    const selection = kindOf === 'OBJECT' || kindOf === 'UNION' || kindOf === 'INTERFACE' ? ' { __typename }' : '';
    return `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  }

  type Answer = {
    status: number;
    text: string;
    body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } | null;
  };

  async function post(query: string, variables: Record<string, unknown>): Promise<Answer> {
    const res = await fetch(`${w.ts.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...w.as('desdemona').authHeader() },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    try {
      return { status: res.status, text, body: JSON.parse(text) as Answer['body'] };
    } catch {
      return { status: res.status, text, body: null };
    }
  }

  function problem(a: Answer): string | null {
    if (!a.body) return `${a.status}, not JSON`;
    if (a.status >= 500) return `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;
    for (const e of a.body.errors ?? []) {
      if (e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR')
        return `unexpected error ${JSON.stringify(e)}`;
      if (e.message === UNSTORABLE_INPUT_MESSAGE) return 'reached the database';
    }
    if (LONE_SURROGATE_ESCAPE.test(a.text)) return `answered a lone surrogate: ${a.text.slice(0, 200)}`;
    return null;
  }

  /** Events the sweep caused that carry a lone surrogate: none may. */
  const eventsWithLoneSurrogates = (): string[] =>
    w.ts.events.filter((e) => valueHasLoneSurrogate(e)).map((e) => JSON.stringify(e).slice(0, 200));

  /**
   * The sweep of `root`'s fields; with `part` ([index, count]) only every count-th
   * field from the index-th, for one file's share of a root with many fields.
   */
  const sweepRoot = (root: 'Query' | 'Mutation', part: [number, number] = [0, 1]) =>
    test(
      `every argument of every ${root} field${part[1] > 1 ? ` (part ${part[0] + 1} of ${part[1]})` : ''} with hostile values: no unexpected error`,
      async () => {
        const failures: string[] = [];
        const kind = root === 'Query' ? 'query' : 'mutation';
        const fields = types.get(root)!.fields!.filter((_f, i) => i % part[1] === part[0]);
        for (const field of fields) {
          const query = operation(kind, field);
          const valid = Object.fromEntries(field.args.map((a) => [a.name, validValue(a.name, a.type)]));
          for (const arg of field.args) {
            for (const value of hostileValues(arg.name, arg.type)) {
              const why = problem(await post(query, { ...valid, [arg.name]: value }));
              if (why) failures.push(`${field.name}(${arg.name}: ${JSON.stringify(value).slice(0, 60)}) → ${why}`);
            }
            if (named(arg.type).name === 'String' && !isList(arg.type)) {
              // The same NUL and lone surrogate written into the document instead of a variable.
              for (const text of ['"a\\u0000b"', '"x\\ud800y"', '"x\uD800y"']) {
                const literal = query
                  .replace(`${arg.name}: $${arg.name}`, `${arg.name}: ${text}`)
                  .replace(new RegExp(`\\$${arg.name}: [^,)]+,? ?`), '');
                const why = problem(await post(literal, valid));
                if (why) failures.push(`${field.name}(${arg.name}: literal ${JSON.stringify(text)}) → ${why}`);
              }
            }
          }
        }
        expect([failures, eventsWithLoneSurrogates()]).toEqual([[], []]);
      },
      // Every argument is tried one request at a time: the whole of Mutation took about 290 s on
      // PGlite on a shared 2-core machine, so 300 s left no room under load.
      900_000,
    );

  const sweepSubscriptions = () =>
    test('every argument of every subscription field: NUL bytes, lone surrogates and long lists are refused when the operation starts', async () => {
      const client = createClient({
        url: `${w.ts.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { email: w.realm.users.desdemona.email, apiKey: w.realm.users.desdemona.apiKey },
        retryAttempts: 0,
      });
      const refusals: string[] = [];
      for (const field of types.get('Subscription')!.fields!) {
        const query = operation('subscription', field);
        for (const arg of field.args) {
          const values = hostileValues(arg.name, arg.type).filter(
            (v) =>
              JSON.stringify(v).includes('\\u0000') ||
              valueHasLoneSurrogate(v) ||
              (Array.isArray(v) && v.length > 10_000),
          );
          for (const value of values) {
            const error = await new Promise<unknown>((resolve) => {
              const stop = client.subscribe(
                { query, variables: { [arg.name]: value } },
                { next: () => resolve(null), error: resolve, complete: () => resolve(null) },
              );
              // A query's answer on the same socket comes after the refusal would have: if none came, it was accepted.
              client.subscribe(
                { query: '{ __typename }' },
                { next: () => undefined, error: () => undefined, complete: () => (stop(), resolve(null)) },
              );
            });
            const codes = Array.isArray(error)
              ? (error as Array<{ extensions?: { code?: string } }>).map((e) => e.extensions?.code)
              : [];
            refusals.push(`${field.name}.${arg.name}: ${codes.join(',')}`);
          }
        }
      }
      await client.dispose();
      expect(refusals.length).toBeGreaterThan(0);
      for (const r of refusals) expect(r).toMatch(/: BAD_REQUEST$/);
    });

  return { sweepRoot, sweepSubscriptions };
}
