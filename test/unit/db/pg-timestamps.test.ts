import pg from 'pg';
import { parseTimestamptz } from '../../../src/db/pg-timestamps.ts';

const driver = pg.types.getTypeParser(1184, 'text') as (s: string) => Date | number;

// Every shape PostgreSQL prints a timestamptz in: the fast path must agree with the driver's parser.
test.each([
  '2026-11-22 08:48:17.009123+00',
  '2026-11-22 08:48:17+00',
  '2026-11-22 08:48:17.5+05:30',
  '1999-01-01 00:00:00-08',
  '2026-03-29 01:59:59.999999+01',
  '0099-12-31 23:59:59+00',
  '1883-11-18 12:00:00-07:52:58',
  '2000-01-01 00:00:00+00 BC',
  '12345-01-01 00:00:00+00',
  'infinity',
  '-infinity',
])('%s', (s) => {
  expect(Number(parseTimestamptz(s))).toEqual(Number(driver(s)));
});
