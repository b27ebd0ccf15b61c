// Shared by the upload benchmarks.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData } from '../src/devtools/generate-data.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { buildDeps } from '../src/server.ts';

/** A fresh database with two users; the first one's HTTP Basic credentials. */
export async function credentials(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  await migrate(db.sql);
  const g = await generateData(buildDeps(config, db, discardEvents), {
    users: 2,
    channels: 1,
    subscribersPerChannel: 2,
    topicsPerChannel: 1,
    messages: 1,
    directShare: 0,
  });
  await db.close();
  const u = g.users[0];
  return `Basic ${Buffer.from(`${u.email}:${u.api_key}`).toString('base64')}`;
}

/** A process's resident memory in MiB. */
export const rssMib = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
