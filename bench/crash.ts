/**
 * `npm run bench:crash`: the long form of test/crash/kill-restart.test.ts.
 * The server runs as a child process on one data set (PGlite, or PostgreSQL
 * with ZIRCON_TEST_DB=postgres at ZIRCON_TEST_PG_URL) and is SIGKILLed at
 * CRASH_KILLS (20) seeded moments while CRASH_LANES (2) clients per user
 * (eight in all) send, move and delete topics and upload; it is started again
 * on the same data after each kill. Then every invariant is checked and the
 * counts are printed: writes acknowledged, left in doubt by a kill, found
 * committed though unanswered, and any violation (the exit status is 1 then).
 * CRASH_SEED picks another series of kill points.
 */
import { performance } from 'node:perf_hooks';
import { crashData } from '../test/support/crash/data.ts';
import { killRun } from '../test/support/crash/kill-run.ts';
import { testDbKind } from '../test/support/databases.ts';

const kills = Number(process.env.CRASH_KILLS ?? 20);
const lanesPerUser = Number(process.env.CRASH_LANES ?? 2);
const seed = Number(process.env.CRASH_SEED ?? 1);

const data = await crashData();
const started = performance.now();
let restartMs = 0;
let last = started;
try {
  const result = await killRun(data, {
    seed,
    killPoints: kills,
    lanesPerUser,
    acksBeforeKill: [5, 120],
    onKill: (i, load) => {
      const now = performance.now();
      restartMs += now - last;
      last = now;
      process.stderr.write(
        `kill ${i + 1}/${kills}: ${load.acked} acknowledged, ${load.ledger.length - load.acked} in doubt\n`,
      );
    },
  });
  const summary = {
    database: testDbKind(),
    seed,
    kills,
    clients: 4 * lanesPerUser,
    seconds: Math.round((performance.now() - started) / 1000),
    secondsPerKillPoint: Math.round(restartMs / kills / 100) / 10,
    ...result.report.counts,
    refused: result.refused.length,
    serverErrors: result.errorLines.length,
    staleLocksLeftByKills: result.staleLocks,
    filesSwept: result.swept,
    violations: [...result.report.violations, ...result.afterSweep.violations.map((v) => `after the sweep: ${v}`)],
  };
  console.log(JSON.stringify(summary, null, 2));
  if (summary.violations.length > 0 || result.refused.length > 0 || result.errorLines.length > 0) {
    for (const line of [...result.refused, ...result.errorLines]) console.error(line);
    process.exitCode = 1;
  }
} finally {
  await data.drop();
}
