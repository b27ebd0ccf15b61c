import { buildSchema, execute, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

/*
 * graphql-jit as installed (scripts/patch-deps.mjs): its leaves test their
 * value inline and build their error's locations and path only for a null
 * or an error, and list items that are not promises go to their handlers
 * without closures. What it answers must stay what graphql-js answers,
 * values and errors alike (message, locations, path), at any depth of lists.
 */
const schema = buildSchema(`
  enum Flag { READ STARRED }
  type Item { id: ID! n: Int! maybe: Int text: String flag: Flag! flags: [Flag!]! inner: [Item] }
  type Query { items: [Item] item: Item }
`);

const ok = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  n: id,
  maybe: null,
  text: `t${id}`,
  flag: 'READ',
  flags: ['READ', 'STARRED'],
  inner: [],
  ...over,
});

// Made for each run: a rejected promise is made when it is about to be read.
const ROOTS: Record<string, () => Record<string, unknown>> = {
  values: () => ({ items: [ok(1), ok(2, { maybe: 5, inner: [ok(3)] })], item: ok(4) }),
  'a null non-null leaf': () => ({ items: [ok(1), ok(2, { n: null })], item: ok(3, { id: undefined }) }),
  'an error as a leaf': () => ({
    items: [ok(1, { maybe: new Error('no maybe') })],
    item: ok(2, { n: new Error('no n') }),
  }),
  'values the serializer refuses': () => ({
    items: [ok(1, { n: 'many' }), ok(2, { flag: 'NOPE' })],
    item: ok(3, { maybe: 1.5 }),
  }),
  'a list of leaves with a null': () => ({ items: [ok(1, { flags: ['READ', null] })], item: null }),
  'promises among the items': () => ({
    items: [
      Promise.resolve(ok(1)),
      ok(2, { flags: [Promise.resolve('STARRED'), 'READ'] }),
      Promise.reject(new Error('gone')),
    ],
    item: Promise.resolve(ok(3)),
  }),
  'a leaf two lists down': () => ({
    items: [ok(1), ok(2, { inner: [ok(3), ok(4, { n: null }), ok(5, { maybe: 'x' })] })],
    item: null,
  }),
};

const QUERY = parse(`{
  items { id n maybe text flag flags inner { id n maybe } }
  item { id n maybe text }
}`);

/*
 * The lists and the items are nullable, so that a failed non-null leaf nulls
 * its item only, and each item fails once at most: past a failed non-null
 * field, graphql-js stops reporting the errors of the fields still running,
 * where graphql-jit, patched or not, reports them all. Errors are compared in
 * the order of their paths.
 */
const plain = (r: ExecutionResult) => {
  const errors = (r.errors ?? []).map((e) => e.toJSON());
  errors.sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  return { data: JSON.parse(JSON.stringify(r.data)) as unknown, errors };
};

test.each(Object.keys(ROOTS))('%s: the same answer as graphql-js', async (name) => {
  const compiled = compileQuery(schema, QUERY);
  if (!isCompiledQuery(compiled)) throw new Error('not compiled');
  const jit = await compiled.query(ROOTS[name](), {}, {});
  const reference = await execute({ schema, document: QUERY, rootValue: ROOTS[name]() });
  expect(plain(jit)).toEqual(plain(reference));
});

test('the compiled leaves and list items are patched: error arrays and closures only on the paths that need them', () => {
  // `debug` (not in the typed options) keeps the generated code on the compiled query.
  const options = { disablingCapturingStackErrors: false, debug: true };
  const compiled = compileQuery(schema, QUERY, undefined, options);
  const body = String(Reflect.get(compiled, '__DO_NOT_USE_THIS_OR_YOU_WILL_BE_FIRED_compilation'));
  expect(body).toContain('zircon: leaf fast path');
  expect(body).toContain('zircon: list item fast path');
  // No leaf calls its check unguarded (before the patch every leaf did: `rt.checkNonNullLeaf(` right after a key).
  expect(body).not.toMatch(/\w+:\s*__context\.rt\.check(NonNull|Nullable)Leaf\(/);
});
