import type { Locator, Page } from 'playwright-core';
import { pngImage } from '../support/emoji-images.ts';
import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, uploadEmoji } from './helpers.ts';

/**
 * Files in the browser: uploads, thumbnails, attachment links and custom
 * emoji load through the download cookie the client gets at start, so no
 * API key is ever put in a URL, and the server's log (at its most verbose)
 * holds none after a whole session.
 */
const w = useBrowserWorld({ env: { LOG_LEVEL: 'trace' } });

const loaded = async (page: Page, img: Locator) => {
  await img.waitFor();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
};

async function uploadAs(user: string, name: string, type: string, body: Uint8Array): Promise<string> {
  return w.upload(user, name, body, type);
}

test('images, attachments and custom emoji show with the download cookie, after a reload too; no key in any URL or in the server log', async () => {
  const emojiId = await uploadEmoji(w, 'iago', 'yorick');
  const notes = await uploadAs('iago', 'notes.txt', 'text/plain', Buffer.from('alas, poor Yorick'));
  const id = await w.send('iago', {
    type: 'stream',
    to: 'Denmark',
    topic: 'files',
    content: `[notes.txt](${notes}) :yorick:`,
  });
  expect(
    (
      await w.as('iago').post(`/messages/${id}/reactions`, {
        emoji_name: 'yorick',
        emoji_code: String(emojiId),
        reaction_type: 'realm_emoji',
      })
    ).status,
  ).toBe(200);

  const context = await w.context();
  const requested: string[] = [];
  context.on('request', (r) => void requested.push(r.url()));
  const hamlet = await w.loggedIn('hamlet', context);
  await openChannel(hamlet, 'Denmark', 'files');

  // An image attached in the compose box, then shown as its thumbnail.
  await hamlet
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'skull.png', mimeType: 'image/png', buffer: await pngImage(400, 300) });
  await hamlet.waitForFunction(() =>
    (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement | null)?.value.includes(
      '/user_uploads/',
    ),
  );
  await composeBox(hamlet).press('Control+Enter');
  const thumbnail = message(hamlet, 'skull.png').locator('img[src^="/user_uploads/thumbnail/"]');
  await loaded(hamlet, thumbnail);
  // Custom emoji in the message and in its reaction.
  await loaded(hamlet, message(hamlet, 'notes.txt').locator('.content img.emoji'));
  await loaded(hamlet, message(hamlet, 'notes.txt').locator('.reactions img'));
  // The attachment link opens the file itself (its URL is the one the server rendered).
  const link = message(hamlet, 'notes.txt').locator('a', { hasText: 'notes.txt' });
  expect(await link.getAttribute('href')).toBe(notes);
  expect(await hamlet.evaluate(async (url) => (await fetch(url)).text(), notes)).toBe('alas, poor Yorick');
  // The page's scripts cannot read the cookie.
  expect(await hamlet.evaluate(() => document.cookie)).not.toContain('zircon_uploads');

  await hamlet.reload();
  await loaded(hamlet, message(hamlet, 'skull.png').locator('img[src^="/user_uploads/thumbnail/"]'));

  // Logging out ends it: the file now sends the browser to log in. The login form shows at once; the
  // cookie is gone once the server has answered the client's request to forget it.
  const forgotten = hamlet.waitForResponse(
    (r) => r.url().endsWith('/web/download-session') && r.request().method() === 'DELETE',
  );
  await hamlet.getByRole('button', { name: 'Log out' }).click();
  await hamlet.getByRole('button', { name: 'Log in' }).waitFor();
  expect((await forgotten).status()).toBeLessThan(300);
  expect(await hamlet.evaluate(async (url) => (await fetch(url, { redirect: 'manual' })).type, notes)).toBe(
    'opaqueredirect',
  );

  expect(requested.filter((url) => /api_key/i.test(url))).toEqual([]);
  expect(requested.some((url) => url.includes('/user_uploads/thumbnail/'))).toBe(true);
  for (const user of ['hamlet', 'iago'])
    expect(w.serverLog.filter((l) => l.includes(w.realm.users[user].apiKey))).toEqual([]);
  expect(w.serverLog.filter((l) => /api_key=(?!\[redacted\])/i.test(l))).toEqual([]);
  expect(w.serverLog.some((l) => l.includes('"url":"/user_uploads/thumbnail/'))).toBe(true);
});
