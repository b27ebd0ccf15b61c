import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { generateData, type GenerateOptions, type Generated } from '../src/devtools/generate-data.ts';
import { discardEvents } from '../src/domain/delivery/log/event-log.ts';
import { buildDeps } from '../src/server.ts';

/** A generated organization in the database `env` names (migrated first), the database closed again after. */
export async function generatedOrganization(env: Record<string, string>, o: GenerateOptions): Promise<Generated> {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    await migrate(db.sql);
    return await generateData(buildDeps(config, db, discardEvents), o);
  } finally {
    await db.close();
  }
}
