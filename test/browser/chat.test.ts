import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel as open } from './helpers.ts';

/** The web client in Chromium: logging in and out, and two people talking in real time. */
const w = useBrowserWorld();

test('a person logs in with email and password, the key stays in localStorage, and logging out clears it', async () => {
  const page = await w.loggedIn('hamlet');
  const stored = await page.evaluate(() => localStorage.getItem('zircon.credentials'));
  expect(JSON.parse(stored ?? '{}')).toEqual({
    email: w.realm.users.hamlet.email,
    apiKey: w.realm.users.hamlet.apiKey,
  });
  // Still signed in after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('zircon.credentials'))).toBeNull();
});

test("a wrong password gets Zulip's message", async () => {
  const page = await (await w.context()).newPage();
  await page.goto('/');
  await page.getByLabel('Email').fill(w.realm.users.hamlet.email);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your username or password is incorrect' }).waitFor();
});

test('two people in two browsers: a channel message and a direct message arrive live, with unread counts', async () => {
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await open(hamlet, 'Denmark');
  await open(othello, 'Verona');

  await hamlet.getByRole('textbox', { name: 'Topic', exact: true }).fill('castle');
  await hamlet.getByLabel('Message', { exact: true }).fill('Who is **there**?');
  await hamlet.getByRole('button', { name: 'Send' }).click();
  await message(hamlet, 'Who is there?').waitFor();
  // Rendered by the server: the bold is HTML.
  expect(await message(hamlet, 'Who is there?').locator('strong').textContent()).toBe('there');

  // Othello is elsewhere: Denmark counts one unread, which goes when he opens it.
  await othello.locator('[data-channel="Denmark"] .count').filter({ hasText: '1' }).waitFor();
  await open(othello, 'Denmark');
  await message(othello, 'Who is there?').waitFor();
  await othello.locator('[data-channel="Denmark"] .count').waitFor({ state: 'detached' });

  // A live message into the open timeline.
  await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'Nay, answer me' });
  await message(othello, 'Nay, answer me').waitFor();

  // A direct message: Othello opens the conversation from People and writes.
  await othello
    .getByRole('link', { name: /King Hamlet/ })
    .first()
    .click();
  await othello.getByLabel('Message', { exact: true }).fill('A word, my lord');
  await othello.getByLabel('Message', { exact: true }).press('Control+Enter');
  await hamlet.getByRole('list').filter({ hasText: 'Othello' }).first().waitFor();
  await hamlet.locator('.dms a').filter({ hasText: 'Othello' }).click();
  await message(hamlet, 'A word, my lord').waitFor();
  expect(await message(hamlet, 'A word, my lord').count()).toBe(1);
});
