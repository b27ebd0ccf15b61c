// `npm run screenshots`: pictures of the web client's main views for the README
// (docs/screenshots/*.png). Starts a server on a throw-away PGlite directory with
// Zulip's development cast, writes a small conversation through the API, and
// photographs it in Debian's Chromium (CHROMIUM_PATH names another; emoji need Debian's
// fonts-noto-color-emoji, which the browser tests do not).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD, seedDemo } from '../src/domain/onboarding/seed-demo.ts';
import { createServer } from '../src/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screenshots');
execFileSync(process.execPath, [path.join(root, 'scripts', 'build-web.mjs')], { stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zircon-screenshots-'));
const server = await createServer(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' }),
  {},
);
const port = await server.listen();
const base = `http://127.0.0.1:${port}`;
const demo = await seedDemo(server.deps);
const user = (name: string) => demo.users.find((u) => u.email.toLowerCase().startsWith(`${name}@`))!;
const auth = (name: string) => `Basic ${Buffer.from(`${user(name).email}:${user(name).api_key}`).toString('base64')}`;

async function api(
  name: string,
  method: string,
  route: string,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const r = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: { authorization: auth(name) },
    body: new URLSearchParams(params),
  });
  return (await r.json()) as Record<string, unknown>;
}
const say = (name: string, topic: string, content: string) =>
  api(name, 'POST', '/messages', { type: 'stream', to: 'Denmark', topic, content });

await say('iago', 'castle walls', 'The watch saw something on the battlements again last night.');
await say('othello', 'castle walls', 'Was it **the ghost**? Marcellus swears it wore the old king’s armour.');
await say('hamlet', 'castle walls', "I'll watch tonight; perchance 'twill walk again.\n\n- Horatio\n- Marcellus\n- me");
const form = new FormData();
const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 52, g: 93, b: 140 } } })
  .png()
  .toBuffer();
form.append('file', new Blob([photo], { type: 'image/png' }), 'battlements.png');
const upload = (await (
  await fetch(`${base}/api/v1/user_uploads`, { method: 'POST', headers: { authorization: auth('iago') }, body: form })
).json()) as { url: string };
await say('iago', 'castle walls', `Here is the sketch the watch made: [battlements.png](${upload.url})`);
const last = (await say('othello', 'castle walls', 'Then we go at midnight. `git push --force` the plan.')) as {
  id: number;
};
await api('hamlet', 'POST', `/messages/${last.id}/reactions`, { emoji_name: '+1' });
await api('iago', 'POST', `/messages/${last.id}/reactions`, { emoji_name: 'octopus' });
await say('iago', 'visitors', 'Rosencrantz and Guildenstern arrive tomorrow.');
// One topic with what the server renders richly: emoji, math, code, a poll and an image.
await say(
  'hamlet',
  'the play',
  'The play is the thing :performing_arts: :crown:\n\nSeats by $$\\frac{n(n+1)}{2}$$ rows, the players say.\n\n```python\ndef catch(conscience):\n    return conscience.of_the_king\n```',
);
await say('iago', 'the play', '/poll Which play tonight?\nThe Murder of Gonzago\nThe Mousetrap');
await say('othello', 'the play', `The stage, as drawn: [stage.png](${upload.url})`);
await api('othello', 'POST', '/messages', {
  type: 'stream',
  to: 'Verona',
  topic: 'balcony',
  content: 'Who goes there?',
});
await api('iago', 'POST', '/messages', { type: 'stream', to: 'Verona', topic: 'balcony', content: 'Only the nurse.' });
await api('hamlet', 'POST', '/messages', { type: 'stream', to: 'Rome', topic: 'ides of March', content: 'Beware.' });
await api('othello', 'POST', '/users/me/status', { status_text: 'On watch' });
await api('iago', 'POST', '/messages', {
  type: 'direct',
  to: JSON.stringify([user('hamlet').id]),
  content: 'A word in private, my lord?',
});

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function shoot(
  file: string,
  opts: { width: number; height: number; dark?: boolean },
  act: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: opts.width, height: opts.height },
    colorScheme: opts.dark ? 'dark' : 'light',
    deviceScaleFactor: 1,
    // As someone who already allowed desktop notifications: no banner asking for them in the pictures.
    permissions: ['notifications'],
  });
  const page = await context.newPage();
  await act(page);
  await page.screenshot({ path: path.join(outDir, file) });
  await context.close();
  console.log(`docs/screenshots/${file}`);
}

async function logIn(page: Page, name: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(user(name).email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

async function openTopic(page: Page, viaMenu = false) {
  const menu = () =>
    viaMenu ? page.getByRole('button', { name: 'Channels and conversations' }).click() : Promise.resolve();
  await menu();
  await page.locator('[data-channel="Denmark"]').click();
  await menu();
  await page.locator('[data-topic="castle walls"]').click();
  await page.locator('.messages img[src*="/user_uploads/thumbnail/"]').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.messages img')].every((i) => (i as HTMLImageElement).complete),
  );
  // What is shown is read: wait for the topic's unread count to go.
  await page.locator('[data-topic="castle walls"] .count').waitFor({ state: 'detached' });
}

try {
  await shoot('login.png', { width: 1000, height: 640 }, async (page) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(user('hamlet').email);
  });
  await shoot('timeline.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'hamlet');
    await openTopic(page);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('On my way — bring **lanterns**.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByLabel('Preview').locator('strong').waitFor();
  });
  await shoot('search.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'hamlet');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('channel:Denmark watch');
    await box.press('Enter');
    await page.locator('.messages .highlight').first().waitFor();
  });
  await shoot('inbox.png', { width: 1280, height: 800 }, async (page) => {
    // Someone who has read nothing yet: unread topics in several channels.
    await logIn(page, 'cordelia');
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('region', { name: 'Inbox' }).getByRole('link').first().waitFor();
  });
  await shoot('rich.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'hamlet');
    await page.locator('[data-channel="Denmark"]').click();
    await page.locator('[data-topic="the play"]').click();
    await page.locator('.messages .katex').first().waitFor();
    await page.locator('.messages .widget').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.messages img')].every((i) => (i as HTMLImageElement).complete),
    );
    // From the topic's first message: the emoji, the math and the code above the poll.
    await page.locator('.timeline .scroller').evaluate((el) => el.scrollTo(0, 0));
  });
  await shoot('channels.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'hamlet');
    await page.goto('/#channels/all');
    await page.locator('[data-browse-channel="Denmark"]').waitFor();
  });
  await shoot('dark.png', { width: 1280, height: 800, dark: true }, async (page) => {
    await api('othello', 'PATCH', '/settings', { color_scheme: '2' });
    await logIn(page, 'othello');
    await openTopic(page);
    await page.locator('.messages .message').last().click();
    await page.locator('.messages .message.selected').getByRole('button', { name: 'Add reaction' }).click();
  });
  await shoot('autocomplete.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'hamlet');
    await openTopic(page);
    await page.getByRole('textbox', { name: 'Message', exact: true }).pressSequentially('Ask @o');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
  });
  await shoot('settings.png', { width: 1280, height: 800 }, async (page) => {
    await logIn(page, 'iago');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Profile fields' }).waitFor();
  });
  await shoot('mobile.png', { width: 390, height: 760 }, async (page) => {
    await logIn(page, 'hamlet');
    await openTopic(page, true);
    await page.locator('.messages .message').last().click();
  });
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
