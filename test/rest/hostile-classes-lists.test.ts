import { CLEAN_SWEEP, useSweep } from './hostile-sweep.helpers.ts';

// Lists past PostgreSQL's bind-parameter limits, and lone surrogates (see hostile-sweep.helpers.ts).
const sweep = useSweep();
const CLASSES = ['list', 'surrogate'];

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
