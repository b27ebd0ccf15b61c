import { isDatabaseUnavailable, isRefusedValue } from '../../src/db/errors.ts';

/**
 * The errors a lost PostgreSQL surfaces as, each seen in test/crash/postgres-outage.test.ts
 * (which one a request meets depends on where it was when the connection went), and
 * errors that must stay what they are: a refused value, a bug.
 */
const socket = (code: string) => Object.assign(new Error(`read ${code}`), { code, errno: -104, syscall: 'read' });

test.each<[string, unknown, boolean]>([
  ['node-postgres: a connection that ended under a query', new Error('Connection terminated unexpectedly'), true],
  ['node-postgres: a socket reset', socket('ECONNRESET'), true],
  ['node-postgres: nothing listening', socket('ECONNREFUSED'), true],
  [
    'node-postgres: a new connection that did not open in time',
    new Error('Connection terminated due to connection timeout'),
    true,
  ],
  ['pg-pool: no connection came free in time', new Error('timeout exceeded when trying to connect'), true],
  [
    'PostgreSQL: the backend terminated (57P01)',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    true,
  ],
  [
    'PostgreSQL: starting up (57P03)',
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    true,
  ],
  [
    'Prisma: the adapter’s ConnectionClosed',
    Object.assign(new Error('ConnectionClosed'), { name: 'DriverAdapterError', cause: { kind: 'ConnectionClosed' } }),
    true,
  ],
  [
    'Prisma: a known error wrapping 57P01',
    Object.assign(new Error('x'), {
      code: 'P2010',
      meta: { driverAdapterError: { cause: { originalCode: '57P01' } } },
    }),
    true,
  ],
  ['Prisma: cannot reach the database (P1001)', Object.assign(new Error('x'), { code: 'P1001' }), true],
  ['Prisma: an error caused by a reset socket', Object.assign(new Error('x'), { cause: socket('ECONNRESET') }), true],
  [
    'a refused value (22P05)',
    Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' }),
    false,
  ],
  ['a unique violation', Object.assign(new Error('x'), { code: 'P2002' }), false],
  ['a bug', new TypeError('Cannot read properties of undefined'), false],
])('%s', (_name, error, unavailable) => {
  expect(isDatabaseUnavailable(error)).toBe(unavailable);
  if (unavailable) expect(isRefusedValue(error)).toBe(false);
});
