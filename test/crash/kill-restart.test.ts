import { crashData, type CrashData } from '../support/crash/data.ts';
import { killRun, type KillRunResult } from '../support/crash/kill-run.ts';

/**
 * kill -9 under load (issue 16): the real server as a child process on PGlite
 * (a data directory) or PostgreSQL (ZIRCON_TEST_DB), SIGKILLed twice at
 * seeded moments while sends (channel and direct), whole-topic moves, topic
 * deletions and uploads from eight clients are in flight, started again on
 * the same data each time. Then nothing acknowledged is missing and nothing
 * is half-written (test/support/crash/invariants.ts).
 *
 * Two kills are the cases: one on data that was never killed, one on data a
 * restart already recovered (its stale lock passed, its leftovers not yet
 * swept). A third was one more sample of the second at the price of a server
 * start (and its wait until ready). Each kill waits for more acknowledged writes instead
 * (25–50, where three waited for 10–40), so the run makes about as many
 * in all. `npm run bench:crash` runs the long form over many kill points.
 */
jest.setTimeout(240_000);

let data: CrashData;
let result: KillRunResult;

beforeAll(async () => {
  data = await crashData();
  result = await killRun(data, { seed: 16, killPoints: 2, lanesPerUser: 2, acksBeforeKill: [25, 50] });
});
afterAll(async () => {
  await data?.drop();
});

test('every restart after a kill gets ready and takes a message; no request was refused or faulted', () => {
  expect(result.restarts).toBe(2);
  // PGlite: each killed server left its data-directory lock, and the next start went past it.
  expect(result.staleLocks).toBe(data.kind === 'pglite' ? 2 : 0);
  expect(result.refused).toEqual([]);
  expect(result.errorLines).toEqual([]);
});

test('every acknowledged write is there and nothing is half-written', () => {
  expect(result.report.violations).toEqual([]);
  expect(result.report.counts.acked).toBeGreaterThan(30);
});

test('the daily sweep removes the files the kills left without a row (stored or half received), and only those', () => {
  const { filesWithoutRow, incomingLeftovers } = result.report.counts;
  expect(result.swept).toBe(filesWithoutRow + incomingLeftovers);
  expect(result.afterSweep.violations).toEqual([]);
  expect(result.afterSweep.counts).toMatchObject({
    filesWithoutRow: 0,
    incomingLeftovers: 0,
    attachments: result.report.counts.attachments,
  });
});
