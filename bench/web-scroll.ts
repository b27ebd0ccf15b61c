// `npm run bench:web-scroll`: the web client scrolling back through a long channel.
// Generates an organization with BENCH_SCROLL_MESSAGES (10,000) messages in one channel,
// starts the server as its own process, opens the channel in Debian's Chromium (as the
// browser tests do; CHROMIUM_PATH names another) and scrolls to the top until the first
// message, a page (50 messages) at a time; then down again, a screenful at a time. It
// reports the longest task the page ran (PerformanceObserver 'longtask', tasks over 50 ms)
// and the most DOM nodes the page held, for each phase. Reported, never asserted.
// Use PostgreSQL (DATABASE_URL); without it PGlite.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/browser/browser-world.ts';
import { generatedOrganization } from './generated-org.ts';
import { freshEnv } from './load.ts';
import { startServerProcess } from './server-process.ts';

const MESSAGES = Number(process.env.BENCH_SCROLL_MESSAGES ?? 10_000);
const PORT = 20000 + Math.floor(Math.random() * 20000);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function seed(env: Record<string, string>) {
  const g = await generatedOrganization(env, {
    users: 3,
    channels: 1,
    subscribersPerChannel: 4,
    topicsPerChannel: 20,
    messages: MESSAGES,
    directShare: 0,
  });
  return { email: g.owner.email, apiKey: g.owner.api_key, channel: g.channels[0] };
}

interface Probe {
  longest: number;
  longTasks: number;
  elements: number;
  nodes: number;
}

/** What the page saw since the last reset: its longest task and the most nodes it held. */
const probe = (page: Page, reset: boolean) =>
  page.evaluate((reset) => {
    const w = window as unknown as { __probe: Probe };
    const p = w.__probe;
    const all = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (all.nextNode()) nodes++;
    p.elements = Math.max(p.elements, document.getElementsByTagName('*').length);
    p.nodes = Math.max(p.nodes, nodes);
    const copy = { ...p };
    if (reset) Object.assign(p, { longest: 0, longTasks: 0, elements: 0, nodes: 0 });
    return copy;
  }, reset);

async function main() {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-web.mjs')], { stdio: 'inherit' });
  const { env, drop } = await freshEnv('webscroll');
  const seeded = await seed(env);
  const server = await startServerProcess(env, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      viewport: { width: 1200, height: 800 },
    });
    await context.addInitScript(
      (creds) => {
        localStorage.setItem('zircon.credentials', JSON.stringify(creds));
        const p = { longest: 0, longTasks: 0, elements: 0, nodes: 0 };
        (window as unknown as { __probe: Probe }).__probe = p;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            p.longest = Math.max(p.longest, e.duration);
            p.longTasks++;
          }
        }).observe({ type: 'longtask', buffered: true });
      },
      { email: seeded.email, apiKey: seeded.apiKey },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const started = Date.now();
    await page.goto(`/#narrow/channel/${seeded.channel.id}-${encodeURIComponent(seeded.channel.name)}`);
    await page.locator('.messages .message').first().waitFor();
    const opened = Date.now() - started;
    const load = await probe(page, true);

    // Up: to the top, where the next older page is asked for, until the first message.
    const scroller = page.locator('.timeline .scroller');
    const upStart = Date.now();
    let pages = 0;
    let maxRows = 0;
    // Read in the page with plain DOM calls, which cost it next to nothing (a locator's text search would).
    const rows = () => page.evaluate(() => document.querySelectorAll('.messages .message').length);
    for (;;) {
      const done = await page.evaluate(() => !!document.querySelector('.timeline .start'));
      maxRows = Math.max(maxRows, await rows());
      if (done) break;
      const first = await scroller.evaluate((el) => {
        el.scrollTo(0, 0);
        return document.querySelector('.messages .message')?.id;
      });
      // The older page arrived when rows above the one that was first are shown (the view held at it).
      await page.waitForFunction(
        (first) =>
          document.querySelector('.messages .message')?.id !== first || !!document.querySelector('.timeline .start'),
        first,
        { polling: 'raf' },
      );
      pages++;
      if (pages % 20 === 0) await probe(page, false);
    }
    const upMs = Date.now() - upStart;
    const up = await probe(page, true);

    // Down: through everything loaded, a screenful at a time.
    const downStart = Date.now();
    let steps = 0;
    for (;;) {
      const atEnd = await scroller.evaluate((el) => {
        el.scrollBy(0, el.clientHeight);
        return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
      });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      maxRows = Math.max(maxRows, await rows());
      if (++steps % 50 === 0) await probe(page, false);
      if (atEnd) break;
    }
    const downMs = Date.now() - downStart;
    const down = await probe(page, true);

    const row = (phase: string, p: Probe, ms: number, extra: string) =>
      `| ${phase} | ${ms} ms | ${extra} | ${Math.round(p.longest)} ms | ${p.longTasks} | ${p.elements} | ${p.nodes} |`;
    console.log(`web-scroll: ${MESSAGES} messages in one channel, Chromium ${browser.version()}, 1200×800`);
    console.log('| phase | time | steps | longest task | long tasks (>50 ms) | max elements | max DOM nodes |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(row('open', load, opened, 'first page'));
    console.log(row('up to the first message', up, upMs, `${pages} pages`));
    console.log(row('down to the newest', down, downMs, `${steps} screens`));
    console.log(`most message rows in the page at once: ${maxRows}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await drop();
  }
}

await main();
