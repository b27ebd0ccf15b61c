import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../src/db/database.ts';
import { ManualClock } from '../../../src/domain/clock.ts';
import { LocalUploadStore } from '../../../src/domain/uploads/store.ts';
import { LEFTOVER_FILE_GRACE_MS, sweepLeftoverFiles } from '../../../src/domain/uploads/sweep.ts';
import { ApiClient } from '../client.ts';
import { prng } from '../hostile.ts';
import type { CrashData } from './data.ts';
import { checkInvariants, type CrashReport } from './invariants.ts';
import { CrashLoad, type Op } from './load.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { createWorld, worldEnv, type CrashWorld } from './world.ts';

/**
 * kill -9 under load, `killPoints` times on the same data: start the server,
 * run the load until a seeded number of writes was acknowledged, SIGKILL it
 * with requests in flight, start it again (it must get ready and take a
 * message), and after the last kill stop it gracefully and check the
 * invariants over everything the clients were told.
 */
export interface KillRunOptions {
  seed: number;
  killPoints: number;
  lanesPerUser: number;
  /** The kill comes after between min and max acknowledged writes of a run. */
  acksBeforeKill: [number, number];
  /** Called after each kill and restart (bench progress). */
  onKill?: (i: number, load: CrashLoad) => void;
}

export interface KillRunResult {
  report: CrashReport;
  /** Files the leftover-file sweep removed, and the invariants once more after it. */
  swept: number;
  afterSweep: CrashReport;
  /** 4xx answers: the load asks only for what is allowed, so any is a bug (of the load or the server). */
  refused: string[];
  /** The data-dir lock file found after each kill (PGlite): the dead server's, left behind. */
  staleLocks: number;
  /** Log lines at error level from every server process (a fault, not a refused request). */
  errorLines: string[];
  restarts: number;
}

/** Waits for `p`, failing at once if the server exits by itself meanwhile. */
async function whileAlive<T>(server: ServerProcess, p: Promise<T>): Promise<T> {
  const died = server.exited.then((code) => {
    throw new Error(`the server exited by itself (${code}):\n${server.output()}`);
  });
  died.catch(() => undefined);
  return Promise.race([p, died]);
}

const errorLinesOf = (output: string): string[] => output.split('\n').filter((l) => /"level":(50|60)/.test(l));

export async function killRun(data: CrashData, o: KillRunOptions): Promise<KillRunResult> {
  const env = { ...data.env, ...worldEnv() };
  const rand = prng(o.seed);
  let server = await startServerProcess(env);
  const world: CrashWorld = await createWorld(server.url);
  const ledger: Op[] = [];
  const refused: string[] = [];
  const errorLines: string[] = [];
  let staleLocks = 0;
  let restarts = 0;
  try {
    for (let i = 0; i < o.killPoints; i++) {
      const load = new CrashLoad(server.url, world, {
        seed: o.seed * 100 + i,
        tag: `s${o.seed}k${i}`,
        lanesPerUser: o.lanesPerUser,
      });
      load.start();
      const [min, max] = o.acksBeforeKill;
      await whileAlive(server, load.waitForAcks(min + Math.floor(rand() * (max - min + 1))));
      load.stopStarting();
      await server.kill();
      await load.halt();
      ledger.push(...load.ledger);
      refused.push(...load.failures.filter((f) => f.status < 500).map((f) => `${f.status} ${f.text}`));
      errorLines.push(...errorLinesOf(server.output()));
      const lock = path.join(data.dataDir, 'zircon.pid');
      if (data.kind === 'pglite' && existsSync(lock) && readFileSync(lock, 'utf8').startsWith(`${server.pid}\n`))
        staleLocks++;
      server = await startServerProcess(env);
      restarts++;
      // The restarted server takes writes at once.
      const token = `crash after kill ${o.seed}-${i}`;
      const sent = await new ApiClient(server.url, world.users[2]).post('/messages', {
        type: 'stream',
        to: world.channelA.id,
        topic: `s${o.seed}k${i}-after`,
        content: token,
      });
      if (sent.status !== 200) throw new Error(`sending after the restart: ${sent.status} ${sent.text}`);
      ledger.push({
        kind: 'send',
        state: 'acked',
        token,
        senderId: world.users[2].id,
        to: { place: { streamId: world.channelA.id, topic: `s${o.seed}k${i}-after` } },
        id: Number(sent.body.id),
      });
      o.onKill?.(i, load);
    }
  } finally {
    errorLines.push(...errorLinesOf(server.output()));
    const code = await server.stop();
    if (code !== 0) errorLines.push(`the last server exited with ${code} on SIGTERM`);
  }
  const check = (db: Database) =>
    checkInvariants((sql, params) => db.sql.query(sql, params), world, ledger, data.uploadsDir);
  return data.withDatabase(async (db) => {
    const report = await check(db);
    // The daily sweep, a day and more later: the files the kills left go, nothing else.
    const clock = new ManualClock(new Date(Date.now() + LEFTOVER_FILE_GRACE_MS + 3600_000));
    const swept = await sweepLeftoverFiles({ db, clock, uploads: new LocalUploadStore(data.uploadsDir) });
    return { report, swept, afterSweep: await check(db), refused, staleLocks, errorLines, restarts };
  });
}
