import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ensureTemplate, testDbKind } from './databases.ts';
import { ensureDemoSnapshot, SNAPSHOT_ENV } from './demo-snapshot.ts';
import { openApiDocument } from './openapi-doc.ts';

export default async function globalSetup(): Promise<void> {
  await ensureTemplate(testDbKind());
  // The web client is built here, before the workers start (a no-op when its stamp is fresh): two browser files
  // starting together in two workers would otherwise both rebuild it, one swapping dist/web under the other's server.
  execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-web.mjs')], { stdio: 'pipe' });
  // Made once here, so that the workers only read it.
  openApiDocument();
  // Read by seedDemoRealm in the workers, which start after this and inherit the environment.
  process.env[SNAPSHOT_ENV] = await ensureDemoSnapshot(async () => {
    // Loaded only when a snapshot must be made: the whole server, for a run that usually reuses one.
    const { startTestServer } = await import('./server.ts');
    const ts = await startTestServer();
    return { sql: ts.server.deps.db.sql, deps: ts.server.deps, close: () => ts.close() };
  });
}
