import { Command, Option } from 'commander';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { lockDataDir, DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseUnreachableError, openDatabase, type Database } from './db/database.ts';
import { migrate, MigrationChecksumError } from './db/migrate.ts';
import { DomainError } from './domain/errors.ts';
import { discardEvents, EventLog } from './domain/delivery/log/event-log.ts';
import { systemClock } from './domain/clock.ts';
import { createRealmWithOwner, ensureInitialRealm } from './domain/onboarding/bootstrap.ts';
import { createUserByOperator } from './domain/onboarding/operator.ts';
import { seedDemo } from './domain/onboarding/seed-demo.ts';
import { generateData } from './devtools/generate-data.ts';
import { boundHeapGrowth } from './ops/heap-growth.ts';
import { createLogSink } from './ops/log-sink.ts';
import { FORCED_EXIT_CODE, startExitWatchdog } from './ops/exit-watchdog.ts';
import { buildDeps, createServer, SHUTDOWN_CLEANUP_MS } from './server.ts';

/** Node's error for a port that cannot be bound (in use, not permitted). */
function isListenError(e: unknown): e is NodeJS.ErrnoException & { address?: string; port?: number } {
  return e instanceof Error && 'syscall' in e && e.syscall === 'listen';
}

const print = (value: unknown) => process.stdout.write(JSON.stringify(value, null, 2) + '\n');

/** Opens the database for a one-off command, refusing a PGlite directory a server is using. */
async function withDatabase<T>(
  config: Config,
  purpose: string,
  fn: (db: Database, applied: string[]) => Promise<T>,
): Promise<T> {
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir, purpose);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    const applied = await migrate(db.sql);
    return await fn(db, applied);
  } finally {
    await db.close();
    unlock();
  }
}

async function serve(): Promise<void> {
  boundHeapGrowth();
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir, 'zircon serve');
  const logs = createLogSink();
  const server = await createServer(config, { logStream: logs });
  // Before anything announces the server: a supervisor may send SIGTERM as soon as it reads that.
  let stopping = false;
  const forcedExit = (why: string) => {
    server.app.log.error(`shutdown: ${why}; exiting anyway`);
    unlock();
    process.exit(FORCED_EXIT_CODE);
  };
  const stop = async (signal: string) => {
    if (stopping) return forcedExit(`${signal} while stopping`);
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() keeps to SHUTDOWN_TIMEOUT_SECONDS plus its cleanup allowance; this
    // timer catches anything else (a promise that never settles), and the
    // watchdog thread the case where this thread cannot run timers at all.
    const bound = config.shutdownTimeoutMs + SHUTDOWN_CLEANUP_MS;
    setTimeout(() => forcedExit('still not finished'), bound + 1000).unref();
    startExitWatchdog(bound + 3000);
    await server.close();
    await logs.drain(500);
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const creds = await ensureInitialRealm(server.deps, config.owner);
  const port = await server.listen();
  if (creds) {
    process.stdout.write(
      [
        '',
        'Created a new organization and its owner:',
        `  email:    ${creds.email}`,
        `  password: ${creds.password}`,
        `  API key:  ${creds.api_key}`,
        `  try:      curl -u ${creds.email}:${creds.api_key} ${config.externalUrl}/api/v1/users/me`,
        '',
      ].join('\n') + '\n',
    );
  }
  server.app.log.info({ port, database: server.deps.db.kind }, 'zircon is listening');
}

const program = new Command('zircon').description('A team-chat server that speaks Zulip’s API.');

program.command('serve').description('Start the server (default port 9991).').action(serve);

program
  .command('migrate')
  .description('Apply database migrations.')
  .action(async () => {
    const config = loadConfig();
    await withDatabase(config, 'zircon migrate', async (_db, applied) => print({ applied }));
  });

program
  .command('create-realm')
  .description('Create an organization and its owner.')
  .requiredOption('--name <name>', 'organization name')
  .requiredOption('--owner-email <email>')
  .requiredOption('--owner-name <name>')
  .requiredOption('--owner-password <password>')
  .option('--subdomain <subdomain>', 'realm subdomain (string_id)', '')
  .action(
    async (o: { name: string; ownerEmail: string; ownerName: string; ownerPassword: string; subdomain: string }) => {
      const config = loadConfig();
      await withDatabase(config, 'zircon create-realm', async (db) => {
        const deps = buildDeps(config, db, new EventLog(db, systemClock));
        const c = await createRealmWithOwner(deps, {
          realmName: o.name,
          ownerEmail: o.ownerEmail,
          ownerName: o.ownerName,
          ownerPassword: o.ownerPassword,
          stringId: o.subdomain,
        });
        print({ realm_id: c.realm_id, user_id: c.user_id, email: c.email, api_key: c.api_key });
      });
    },
  );

program
  .command('create-user')
  .description('Create a user (or bot) in an organization.')
  .requiredOption('--email <email>')
  .requiredOption('--name <name>')
  .option('--password <password>')
  .addOption(
    new Option('--role <role>').choices(['owner', 'administrator', 'moderator', 'member', 'guest']).default('member'),
  )
  .option('--bot', 'create a generic bot', false)
  .option('--realm <subdomain>', 'realm subdomain (string_id); default: the first realm')
  .action(async (o: { email: string; name: string; password?: string; role: string; bot: boolean; realm?: string }) => {
    const config = loadConfig();
    await withDatabase(config, 'zircon create-user', async (db) => {
      const deps = buildDeps(config, db, new EventLog(db, systemClock));
      print(await createUserByOperator(deps, o));
    });
  });

program
  .command('seed-demo')
  .description('Create a development organization like Zulip’s (desdemona, iago, hamlet, …).')
  .action(async () => {
    const config = loadConfig();
    await withDatabase(config, 'zircon seed-demo', async (db) => {
      const deps = buildDeps(config, db, new EventLog(db, systemClock));
      print(await seedDemo(deps));
    });
  });

program
  .command('generate-data')
  .description('Fill the database with a generated organization (users, channels, messages) for benchmarks.')
  .option('--users <n>', 'users', '50')
  .option('--channels <n>', 'channels', '10')
  .option('--subscribers <n>', 'subscribers per channel', '20')
  .option('--topics <n>', 'topics per channel', '20')
  .option('--messages <n>', 'messages', '10000')
  .option('--direct-share <f>', 'share of direct messages', '0.05')
  .action(
    async (o: {
      users: string;
      channels: string;
      subscribers: string;
      topics: string;
      messages: string;
      directShare: string;
    }) => {
      const config = loadConfig();
      await withDatabase(config, 'zircon generate-data', async (db) => {
        const deps = buildDeps(config, db, discardEvents);
        const r = await generateData(deps, {
          users: Number(o.users),
          channels: Number(o.channels),
          subscribersPerChannel: Number(o.subscribers),
          topicsPerChannel: Number(o.topics),
          messages: Number(o.messages),
          directShare: Number(o.directShare),
        });
        print({
          realm_id: r.realm_id,
          owner: r.owner,
          users: r.users.length,
          channels: r.channels.length,
          messages: r.messages,
        });
      });
    },
  );

program.parseAsync(process.argv).catch((e: unknown) => {
  if (e instanceof ConfigError) {
    process.stderr.write(`zircon: configuration error: ${e.message}\n`);
  } else if (
    e instanceof DataDirInUseError ||
    e instanceof MigrationChecksumError ||
    e instanceof DatabaseUnreachableError ||
    e instanceof DomainError
  ) {
    process.stderr.write(`zircon: ${e.message}\n`);
  } else if (isListenError(e)) {
    process.stderr.write(
      `zircon: cannot listen on ${e.address ?? ''}:${e.port ?? ''}: ${e.code === 'EADDRINUSE' ? 'the port is in use' : e.message}\n`,
    );
  } else {
    process.stderr.write(`zircon: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  }
  process.exit(1);
});
