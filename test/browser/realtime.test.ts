import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { createArgon2Hasher } from '../../src/domain/auth/passwords.ts';
import { createServer } from '../../src/server.ts';
import { pngImage } from '../support/emoji-images.ts';
import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, sendFromCompose } from './helpers.ts';

/** What happens live between browsers: typing, edits, reactions, drafts across tabs, uploads, a dropped connection. */
const w = useBrowserWorld();

test('typing shows both ways, and goes when the message is sent', async () => {
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'typing', content: 'start here' });
  await openChannel(hamlet, 'Denmark', 'typing');
  await openChannel(othello, 'Denmark', 'typing');

  await composeBox(hamlet).pressSequentially('I am wri');
  await othello.locator('.compose .typing').filter({ hasText: 'King Hamlet is typing…' }).waitFor();
  await composeBox(othello).pressSequentially('So am I');
  await hamlet.locator('.compose .typing').filter({ hasText: 'Othello, the Moor of Venice is typing…' }).waitFor();

  await composeBox(hamlet).press('Control+Enter');
  await message(othello, 'I am wri').waitFor();
  await othello.locator('.compose .typing').filter({ hasText: /^$/ }).waitFor();
});

test('an edit, a reaction and a deletion made in one browser show in the other', async () => {
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await openChannel(hamlet, 'Denmark');
  await sendFromCompose(hamlet, 'To be or not', 'soliloquy');
  await openChannel(othello, 'Denmark', 'soliloquy');
  await message(othello, 'To be or not').waitFor();

  await message(hamlet, 'To be or not').click();
  await message(hamlet, 'To be or not').getByRole('button', { name: 'Edit' }).click();
  await hamlet.getByLabel('Edit message').fill('To be, or not to be');
  await hamlet.getByRole('button', { name: 'Save' }).click();
  await message(othello, 'To be, or not to be').filter({ hasText: '(edited)' }).waitFor();

  await message(othello, 'To be, or not to be').click();
  await message(othello, 'To be, or not to be').getByRole('button', { name: 'Add reaction' }).click();
  await othello.getByLabel('Search emoji').fill('octopus');
  await othello.getByLabel('Search emoji').press('Enter');
  await message(hamlet, 'To be, or not to be').getByRole('button', { name: ':octopus: 1' }).waitFor();
  // Hamlet adds his own: two, and it is his too.
  await message(hamlet, 'To be, or not to be').getByRole('button', { name: ':octopus: 1' }).click();
  await message(othello, 'To be, or not to be').getByRole('button', { name: ':octopus: 2' }).waitFor();

  // Deleted (after the browser's confirmation): gone from both.
  hamlet.once('dialog', (d) => void d.accept());
  await message(hamlet, 'To be, or not to be').getByRole('button', { name: 'Delete' }).click();
  await message(othello, 'To be, or not to be').waitFor({ state: 'detached' });
  await message(hamlet, 'To be, or not to be').waitFor({ state: 'detached' });
});

test('a draft typed in one tab appears in another tab of the same person', async () => {
  const context = await w.context();
  const first = await w.loggedIn('cordelia', context);
  const second = await context.newPage();
  await second.goto('/');
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'drafts', content: 'write back' });
  await openChannel(first, 'Verona', 'drafts');
  await openChannel(second, 'Verona', 'drafts');
  await composeBox(first).fill('Half a thought');
  await second.waitForFunction(
    () =>
      (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement | null)?.value ===
      'Half a thought',
  );
  // Sent from the first tab: the draft is gone from the second.
  await composeBox(first).press('Control+Enter');
  await second.waitForFunction(
    () => (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement | null)?.value === '',
  );
});

test('an uploaded image shows as its thumbnail in the message, for the sender and the receiver', async () => {
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await openChannel(hamlet, 'Denmark');
  await openChannel(othello, 'Denmark');
  await hamlet
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'skull.png', mimeType: 'image/png', buffer: await pngImage(400, 300) });
  await hamlet.waitForFunction(() =>
    (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement | null)?.value.includes(
      '/user_uploads/',
    ),
  );
  await hamlet.getByRole('textbox', { name: 'Topic', exact: true }).fill('yorick');
  await composeBox(hamlet).press('Control+Enter');
  for (const page of [hamlet, othello]) {
    const img = message(page, 'skull.png').locator('img[src*="/user_uploads/thumbnail/"]');
    await img.waitFor();
    // Loaded with the viewer's download cookie: a real image, not a refusal.
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
      await img.elementHandle(),
    );
  }
});

test('after the connection drops the client shows it is offline, then catches up without losing or repeating a message', async () => {
  const hamlet = await w.loggedIn('hamlet');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'outage', content: 'before the storm' });
  await openChannel(hamlet, 'Denmark', 'outage');
  await message(hamlet, 'before the storm').waitFor();
  await hamlet.locator('.link[data-state="online"]').waitFor();

  w.proxy.cut();
  await hamlet.locator('.link[data-state="offline"]').filter({ hasText: 'Offline' }).waitFor();
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'outage', content: 'during the storm 1' });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'outage', content: 'during the storm 2' });
  w.proxy.restore();

  await hamlet.locator('.link[data-state="online"]').waitFor({ timeout: 30_000 });
  await message(hamlet, 'during the storm 2').waitFor();
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'outage', content: 'after the storm' });
  await message(hamlet, 'after the storm').waitFor();
  const texts = await hamlet.locator('.messages .message .content').allTextContents();
  expect(texts).toEqual(['before the storm', 'during the storm 1', 'during the storm 2', 'after the storm']);
});

// Last in the file: the server it restarts serves no test after it.
test('after the server restarts the client reconnects, reads again what it may have missed, and carries on live', async () => {
  const hamlet = await w.loggedIn('hamlet');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'restart', content: 'before the restart' });
  await openChannel(hamlet, 'Denmark', 'restart');
  await message(hamlet, 'before the restart').waitFor();
  await hamlet.locator('.link[data-state="online"]').waitFor();

  // A graceful stop, then a new process on the same database and port: the old cursor means nothing to it.
  const port = new URL(w.ts.url).port;
  await w.ts.server.close();
  await hamlet.locator('.link[data-state="offline"]').waitFor();
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'zircon-uploads-'));
  const again = await createServer(
    loadConfig({
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
      UPLOADS_DIR: uploadsDir,
      RATE_LIMITS: 'off',
    }),
    {
      database: w.ts.server.deps.db,
      keepDatabaseOpen: true,
      clock: w.ts.clock,
      passwords: createArgon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1, concurrency: 4 }),
    },
  );
  try {
    await again.listen();
    await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'restart', content: 'while it was away' });
    await hamlet.locator('.link[data-state="online"]').waitFor({ timeout: 30_000 });
    await message(hamlet, 'while it was away').waitFor();
    await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'restart', content: 'after the restart' });
    await message(hamlet, 'after the restart').waitFor();
    const texts = await hamlet.locator('.messages .message .content').allTextContents();
    expect(texts).toEqual(['before the restart', 'while it was away', 'after the restart']);
  } finally {
    const closing = again.close();
    again.app.server.closeAllConnections();
    await closing;
    await rm(uploadsDir, { recursive: true, force: true });
  }
});
