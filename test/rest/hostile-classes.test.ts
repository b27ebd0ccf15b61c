import { CLEAN_SWEEP, useSweep } from './hostile-sweep.helpers.ts';

// NUL bytes (as text and inside JSON) and deep nesting, and the checks that run once (see hostile-sweep.helpers.ts).
const sweep = useSweep();
const CLASSES = ['nul', 'nul-json', 'nesting'];

test('the sweeps cover every endpoint the server routes', () => {
  expect(sweep.uncoveredRoutes()).toEqual([]);
});

test('every path parameter with NUL bytes, lone surrogates and out-of-range ids: no 500', async () => {
  expect(await sweep.sweepPathParams()).toEqual([]);
}, 300_000);

test.each(CLASSES)(
  'every parameter of every endpoint with %s values: no 500, nothing reaches the database',
  async (kind) => {
    expect(await sweep.sweepClass(kind)).toEqual(CLEAN_SWEEP);
  },
  600_000,
);

test('after the sweep the organization still reads: register and the GraphQL realm query succeed', async () => {
  expect(await sweep.organizationReads()).toEqual({ register: 200, graphqlErrors: undefined });
});
