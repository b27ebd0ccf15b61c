import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { useWorld, type World } from '../support/world.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import type { TestServerOptions } from '../support/server.ts';

/** Debian's Chromium (.ci/run installs it); CHROMIUM_PATH names another. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What this machine's Chromium needs to run headless in a container, and nothing that calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserWorld extends World {
  browser: Browser;
  /** The server's address as the browser sees it: through a TCP proxy a test can cut. */
  baseUrl: string;
  proxy: TcpProxy;
  /** A fresh browser context (its own storage), closed after the file. */
  context(opts?: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** The browser's time zone (an IANA name); the machine's by default. */
    timezoneId?: string;
  }): Promise<BrowserContext>;
  /** A new page in a new context, logged in through the login form as `name`. */
  loggedIn(name: string, context?: BrowserContext): Promise<Page>;
  /** The server's log lines (info level unless the file sets LOG_LEVEL); after the file, none may hold an API key. */
  serverLog: string[];
}

/** Builds the client (when it changed) before the server reads dist/web. */
export function buildWebClient(): void {
  execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-web.mjs')], { stdio: 'pipe' });
}

/**
 * A test file's server with Zulip's development cast, the web client built and
 * served, and one headless Chromium for the whole file.
 */
export function useBrowserWorld(opts: TestServerOptions = {}): BrowserWorld {
  beforeAll(() => buildWebClient());
  const serverLog: string[] = [];
  // The file's own object, read when the server starts: an SMTP inbox fills in its address before then.
  const env = opts.env ?? {};
  env.LOG_LEVEL ??= 'info';
  const demo = useWorld({
    ...opts,
    env,
    logStream: { write: (line) => void serverLog.push(line) },
  });
  const contexts: BrowserContext[] = [];
  const w = demo as BrowserWorld;
  w.serverLog = serverLog;
  // Whatever a file's sessions did, the server logged no one's API key (the client never puts one in a URL).
  afterAll(() => {
    const leaks = Object.entries(w.realm?.users ?? {}).flatMap(([name, u]) =>
      serverLog.some((l) => l.includes(u.apiKey)) ? [name] : [],
    );
    expect(leaks).toEqual([]);
  });
  beforeAll(async () => {
    w.proxy = await startTcpProxy('127.0.0.1', Number(new URL(w.ts.url).port));
    w.baseUrl = `http://127.0.0.1:${w.proxy.port}`;
    w.browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  });
  // Each test's browsers go when it ends: their subscriptions would otherwise run on through the file.
  // With DEBUG_BROWSER set, every page is photographed first, to see what a failing test saw.
  afterEach(async () => {
    if (process.env.DEBUG_BROWSER) {
      const name = (expect.getState().currentTestName ?? 'test').replace(/\W+/g, '-').slice(0, 60);
      let i = 0;
      for (const c of contexts)
        for (const p of c.pages())
          await p.screenshot({ path: `/tmp/browser-shots/${name}-${i++}.png` }).catch(() => undefined);
    }
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
  });
  afterAll(async () => {
    await w.browser?.close();
    await w.proxy?.close();
  });
  w.context = async (o = {}) => {
    const c = await w.browser.newContext({
      baseURL: w.baseUrl,
      viewport: o.viewport ?? { width: 1200, height: 800 },
      colorScheme: o.colorScheme ?? 'light',
      ...(o.timezoneId ? { timezoneId: o.timezoneId, locale: 'en-US' } : {}),
    });
    c.setDefaultTimeout(Number(process.env.BROWSER_TIMEOUT_MS ?? 15_000));
    contexts.push(c);
    return c;
  };
  w.loggedIn = async (name, context) => {
    const page = await (context ?? (await w.context())).newPage();
    if (process.env.DEBUG_BROWSER) {
      page.on('console', (m) => console.log(`[${name}] ${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => console.log(`[${name}] pageerror: ${e.message}`));
      page.on('response', async (r) => {
        if (r.status() >= 400)
          console.log(
            `[${name}] ${r.status()} ${r.url()} ${r.request().postData()?.slice(0, 300)} -> ${(await r.text().catch(() => '')).slice(0, 300)}`,
          );
      });
    }
    await page.goto('/');
    await page.getByLabel('Email').fill(w.realm.users[name].email);
    await page.getByLabel('Password').fill('zircon-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    return page;
  };
  return w;
}
