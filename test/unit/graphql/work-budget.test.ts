import {
  buildSchema,
  execute,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  type ExecutionResult,
} from 'graphql';
import type { GraphQLContext } from '../../../src/graphql-server/graphql-context.ts';
import { operationGate } from '../../../src/graphql-server/operation-gate.ts';
import {
  CHARGED_WITH_PARENT,
  chargeItems,
  chargeListFields,
  WorkBudget,
  YIELD_EVERY,
} from '../../../src/graphql-server/work-budget.ts';

/*
 * What bounds one GraphQL operation while it runs, whatever the limits
 * estimated from its shape: the objects its lists produce (a budget per
 * operation), the slices a large answer is built in (other requests go in
 * between), and the turns of one user's operations.
 */
const schema = buildSchema(`
  type Query { items(n: Int!): [Item!]! one: Item! }
  type Item { id: Int! children(n: Int!): [Item!]! }
`);
const items = (n: number) =>
  Array.from({ length: n }, (_, id) => ({ id, children: ({ n: m }: { n: number }) => items(m) }));
const root = {
  items: ({ n }: { n: number }) => items(n),
  one: () => ({ id: 0, children: ({ n }: { n: number }) => items(n) }),
};
chargeListFields(schema);

const run = (query: string, context: object) =>
  Promise.resolve(
    execute({ schema, document: parse(query), rootValue: root, contextValue: context }),
  ) as Promise<ExecutionResult>;

test('an operation stops with QUERY_TOO_COMPLEX once its lists have produced more than its budget', async () => {
  const r = await run('{ items(n: 10) { children(n: 10) { id } } }', { work: new WorkBudget(50) });
  expect(r.errors?.[0]).toMatchObject({
    message:
      'The answer grew past the objects in lists one operation may produce; ask for fewer lists inside lists, or split the operation (limit maxAnswerItems: 50).',
    extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'maxAnswerItems', maximum: 50 },
  });
  const within = await run('{ items(n: 10) { children(n: 4) { id } } }', { work: new WorkBudget(50) });
  expect(within.errors).toBeUndefined();
});

test('without a budget (a subscription: its context lives on) nothing is counted', async () => {
  const r = await run('{ items(n: 100) { children(n: 100) { id } } }', {});
  expect(r.errors).toBeUndefined();
  expect((r.data?.items as unknown[]).length).toBe(100);
});

test('a large answer is built in slices: other work runs in between; a small one is not held back', async () => {
  const turnsDuring = async (query: string) => {
    let turns = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const r = await run(query, { work: new WorkBudget() });
    done = true;
    expect(r.errors).toBeUndefined();
    return turns;
  };
  // Synchronous resolvers: without slices graphql-js would finish before any other callback ran.
  expect(
    await turnsDuring(`{ one { children(n: ${YIELD_EVERY / 2}) { children(n: 6) { id } } } }`),
  ).toBeGreaterThanOrEqual(2);
  expect(await turnsDuring('{ items(n: 50) { children(n: 5) { id } } }')).toBe(0);
});

describe("a list charged with its parent (as a page charges its messages' reactions)", () => {
  const Tag = new GraphQLObjectType({ name: 'Tag', fields: { id: { type: new GraphQLNonNull(GraphQLInt) } } });
  const Post = new GraphQLObjectType({
    name: 'Post',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLInt) },
      tags: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Tag))), extensions: CHARGED_WITH_PARENT },
    },
  });
  const posts = (n: number, tags: number) =>
    Array.from({ length: n }, (_, id) => ({ id, tags: Array.from({ length: tags }, (_t, t) => ({ id: t })) }));
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        // Made with their tags, which are charged here, at once.
        posts: {
          type: new GraphQLList(new GraphQLNonNull(Post)),
          args: { n: { type: new GraphQLNonNull(GraphQLInt) }, tags: { type: new GraphQLNonNull(GraphQLInt) } },
          resolve: async (_root, a: { n: number; tags: number }, context: unknown) => {
            await chargeItems(context, a.n * a.tags);
            return posts(a.n, a.tags);
          },
        },
        // Made with their tags, charged by nobody: shows that the tags' field has no wrapper of its own.
        uncharged: {
          type: new GraphQLList(new GraphQLNonNull(Post)),
          args: { n: { type: new GraphQLNonNull(GraphQLInt) }, tags: { type: new GraphQLNonNull(GraphQLInt) } },
          resolve: (_root, a: { n: number; tags: number }) => posts(a.n, a.tags),
        },
      },
    }),
  });
  chargeListFields(schema);
  const run = (query: string, context: object) =>
    Promise.resolve(execute({ schema, document: parse(query), contextValue: context })) as Promise<ExecutionResult>;

  test('its items count where the parent charges them; past the budget, the refusal comes at the parent', async () => {
    const within = await run('{ posts(n: 5, tags: 8) { id tags { id } } }', { work: new WorkBudget(50) });
    expect(within.errors).toBeUndefined();
    expect((within.data?.posts as Array<{ tags: unknown[] }>)[4].tags).toHaveLength(8);
    const over = await run('{ posts(n: 5, tags: 10) { id tags { id } } }', { work: new WorkBudget(50) });
    expect(over.errors).toHaveLength(1);
    expect(over.errors?.[0]).toMatchObject({
      path: ['posts'],
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'maxAnswerItems', maximum: 50 },
    });
    expect(over.data?.posts).toBeNull();
  });

  test('the list field itself charges nothing', async () => {
    const r = await run('{ uncharged(n: 5, tags: 20) { tags { id } } }', { work: new WorkBudget(50) });
    expect(r.errors).toBeUndefined();
  });

  test('without a budget nothing is counted', async () => {
    expect(chargeItems({}, 1_000_000)).toBeNull();
    const r = await run('{ posts(n: 5, tags: 20) { tags { id } } }', {});
    expect(r.errors).toBeUndefined();
  });
});

describe('turns', () => {
  const context = () => ({}) as GraphQLContext;
  const deferred = () => {
    let resolve!: (r: ExecutionResult) => void;
    const promise = new Promise<ExecutionResult>((r) => (resolve = r));
    return { promise, resolve };
  };

  test("at most two (here) of one user's heavy operations run at once; the others wait in order; other users and light operations do not wait", async () => {
    const gate = operationGate(2, 10);
    const started: string[] = [];
    const ops = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...deferred() }));
    const results = ops.map((op) =>
      gate.run('user:1', context(), true, () => {
        started.push(op.name);
        return op.promise;
      }),
    );
    const other = gate.run('user:2', context(), true, () => {
      started.push('other');
      return { data: {} };
    });
    await other;
    const light = context();
    expect(await gate.run('user:1', light, false, () => ({ data: { light: true } }))).toEqual({
      data: { light: true },
    });
    expect(light.work).toBeInstanceOf(WorkBudget);
    expect(started).toEqual(['a', 'b', 'other']);
    ops[1].resolve({ data: { b: true } });
    await results[1];
    expect(started).toEqual(['a', 'b', 'other', 'c']);
    ops[0].resolve({ data: {} });
    ops[2].resolve({ data: {} });
    await Promise.all([results[0], results[2]]);
    expect(started).toEqual(['a', 'b', 'other', 'c', 'd']);
    ops[3].resolve({ data: {} });
    expect(await results[3]).toEqual({ data: {} });
  });

  test('each operation gets a budget of its own when its turn comes; past the waiting line, one is refused at once', async () => {
    const gate = operationGate(1, 1);
    const first = deferred();
    const contexts = [context(), context(), context()];
    const running = gate.run('address:1.2.3.4', contexts[0], true, () => first.promise);
    const waiting = gate.run('address:1.2.3.4', contexts[1], true, () => ({ data: {} }));
    const refused = (await gate.run('address:1.2.3.4', contexts[2], true, () => ({ data: {} }))) as ExecutionResult;
    expect(refused.errors?.[0]).toMatchObject({
      message:
        '1 of your operations are already waiting for their turn; wait for their answers (limit waitingPerUser: 1).',
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'waitingPerUser', maximum: 1 },
    });
    expect(contexts[0].work).toBeInstanceOf(WorkBudget);
    expect(contexts[1].work).toBeUndefined();
    first.resolve({ data: {} });
    await Promise.all([running, waiting]);
    expect(contexts[1].work).toBeInstanceOf(WorkBudget);
    expect(contexts[1].work).not.toBe(contexts[0].work);
  });

  test('an operation that throws gives its turn back', async () => {
    const gate = operationGate(1, 10);
    await expect(gate.run('user:3', context(), true, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('user:3', context(), true, () => ({ data: { ok: true } }))).toEqual({ data: { ok: true } });
  });
});
