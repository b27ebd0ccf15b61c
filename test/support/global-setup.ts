import { ensureTemplate, testDbKind } from './databases.ts';
import { ensureDemoSnapshot, SNAPSHOT_ENV } from './demo-snapshot.ts';

export default async function globalSetup(): Promise<void> {
  await ensureTemplate(testDbKind());
  // Read by seedDemoRealm in the workers, which start after this and inherit the environment.
  process.env[SNAPSHOT_ENV] = await ensureDemoSnapshot(async () => {
    // Loaded only when a snapshot must be made: the whole server, for a run that usually reuses one.
    const { startTestServer } = await import('./server.ts');
    const ts = await startTestServer();
    return { sql: ts.server.deps.db.sql, deps: ts.server.deps, close: () => ts.close() };
  });
}
