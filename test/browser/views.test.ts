import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, markAllRead, topicBox } from './helpers.ts';

/** The views and controls: older pages, the keyboard, preview, stars, statuses, muting, light/dark and a phone-sized screen. */
const w = useBrowserWorld();

const cspViolations = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
};

test('scrolling up loads older pages of the Relay connection until the beginning', async () => {
  for (let i = 1; i <= 70; i++)
    await w.send('iago', { type: 'stream', to: 'Scotland', topic: 'history', content: `line ${i}` });
  const page = await w.loggedIn('hamlet');
  const violations = cspViolations(page);
  await openChannel(page, 'Scotland', 'history');
  await message(page, 'line 70').waitFor();
  expect(await page.locator('.messages .message').count()).toBe(50);
  await page.locator('.scroller').evaluate((el) => el.scrollTo(0, 0));
  await page.locator('.messages .content').getByText('line 1', { exact: true }).waitFor();
  await page.getByText('The beginning of the conversation.').waitFor();
  const texts = await page.locator('.messages .message .content').allTextContents();
  expect(texts).toEqual(Array.from({ length: 70 }, (_, i) => `line ${i + 1}`));
  expect(violations).toEqual([]);
});

test('keyboard: arrows select messages, r replies in their topic, Esc leaves the box, c composes', async () => {
  await w.send('iago', { type: 'stream', to: 'Rome', topic: 'senate', content: 'first words' });
  await w.send('iago', { type: 'stream', to: 'Rome', topic: 'forum', content: 'second words' });
  const page = await w.loggedIn('hamlet');
  await openChannel(page, 'Rome');
  await message(page, 'second words').waitFor();
  await page.locator('body').press('ArrowUp');
  await page.locator('.message.selected').filter({ hasText: 'second words' }).waitFor();
  await page.locator('body').press('ArrowUp');
  await page.locator('.message.selected').filter({ hasText: 'first words' }).waitFor();
  await page.locator('body').press('r');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Message');
  expect(await page.getByRole('textbox', { name: 'Topic', exact: true }).inputValue()).toBe('senate');
  await composeBox(page).press('Escape');
  await page.waitForFunction(() => document.activeElement === document.body);
  await page.locator('body').press('c');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Message');
});

test('preview shows the server rendering; a star stays after a reload', async () => {
  const page = await w.loggedIn('hamlet');
  await openChannel(page, 'Denmark');
  await composeBox(page).fill('Some **bold** words');
  await page.getByRole('button', { name: 'Preview' }).click();
  expect(await page.getByLabel('Preview').locator('strong').textContent()).toBe('bold');
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('textbox', { name: 'Topic', exact: true }).fill('stars');
  await composeBox(page).press('Control+Enter');
  await message(page, 'Some bold words').click();
  await message(page, 'Some bold words').getByRole('button', { name: 'Star' }).click();
  await message(page, 'Some bold words').getByRole('button', { name: 'Unstar' }).waitFor();
  await page.reload();
  await openChannel(page, 'Denmark', 'stars');
  expect(
    await message(page, 'Some bold words')
      .getByRole('button', { name: 'Unstar', includeHidden: true })
      .getAttribute('aria-pressed'),
  ).toBe('true');
});

test("a status one sets shows in another person's list; a muted topic leaves the channel's unread count", async () => {
  // Counts start from nothing, whatever earlier tests sent.
  await markAllRead(w, 'othello');
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await hamlet.getByRole('button', { name: 'Set status' }).click();
  await hamlet.getByLabel('Your status').fill('In the castle');
  await hamlet.getByRole('button', { name: 'Save' }).click();
  await othello.locator('.people a').filter({ hasText: 'King Hamlet' }).filter({ hasText: 'In the castle' }).waitFor();

  await openChannel(othello, 'Verona');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'noise', content: 'loud' });
  await othello.locator('[data-channel="Denmark"] .count').filter({ hasText: '1' }).waitFor();
  await othello.locator('[data-channel="Denmark"]').click();
  // Opening the channel reads it; a new message in the topic after muting it does not count.
  await message(othello, 'loud').waitFor();
  await othello.getByRole('button', { name: 'Mute topic noise' }).click();
  await othello.getByRole('button', { name: 'Unmute topic noise' }).waitFor();
  await openChannel(othello, 'Verona');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'noise', content: 'louder' });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'quiet', content: 'hush' });
  await othello.locator('[data-channel="Denmark"] .count').filter({ hasText: '1' }).waitFor();
});

test("dark from the user's color_scheme; on a phone-sized screen the sidebar is a drawer", async () => {
  expect((await w.as('cordelia').patch('/settings', { color_scheme: 2 })).status).toBe(200);
  const page = await w.loggedIn('cordelia', await w.context({ viewport: { width: 390, height: 844 } }));
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(27, 30, 36)');
  const sidebar = page.getByRole('navigation', { name: 'Channels and conversations' });
  expect(await sidebar.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Channels and conversations' }).click();
  await sidebar.waitFor({ state: 'visible' });
  await page.locator('[data-channel="Verona"]').click();
  await sidebar.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: '#Verona' }).waitFor();
});

test('the drafts list follows the drafts, restores and deletes them; a group DM starts from the sidebar', async () => {
  const page = await w.loggedIn('hamlet');
  await openChannel(page, 'Verona');
  await topicBox(page).fill('plans');
  await composeBox(page).fill('A draft about plans');
  await page.getByRole('link', { name: 'Drafts' }).click();
  const list = page.getByRole('list', { name: 'Drafts' });
  const verona = list.getByRole('listitem', { name: 'Draft: #Verona > plans' });
  await verona.filter({ hasText: 'A draft about plans' }).waitFor();

  // One written an hour ago on another device shows up while the page is open, below the newer one.
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  await w.createDrafts('hamlet', [
    { type: 'private', to: w.ids('othello'), topic: '', content: 'A word for Othello', timestamp: anHourAgo },
  ]);
  const toOthello = list.getByRole('listitem', { name: 'Draft: Othello, the Moor of Venice' });
  await toOthello.filter({ hasText: 'A word for Othello' }).waitFor();
  expect(await list.getByRole('listitem').last().textContent()).toContain('A word for Othello');

  await verona.getByRole('button', { name: 'Restore' }).click();
  await page.waitForFunction(
    () =>
      (document.querySelector('textarea[aria-label="Message"]') as HTMLTextAreaElement | null)?.value ===
      'A draft about plans',
  );
  expect(await topicBox(page).inputValue()).toBe('plans');

  await page.getByRole('link', { name: 'Drafts' }).click();
  await toOthello.getByRole('button', { name: 'Delete' }).click();
  await toOthello.waitFor({ state: 'detached' });
  const drafts = (await w.as('hamlet').get('/drafts')).body.drafts as { content: string }[];
  expect(drafts.map((d) => d.content)).toEqual(['A draft about plans']);

  await page.getByRole('button', { name: 'New direct message' }).click();
  const picker = page.getByRole('dialog', { name: 'New direct message' });
  await picker.getByLabel('Find people').fill('oth');
  await picker.getByRole('checkbox', { name: 'Othello, the Moor of Venice' }).check();
  await picker.getByLabel('Find people').fill('cord');
  await picker.getByRole('checkbox', { name: "Cordelia, Lear's daughter" }).check();
  await picker.getByRole('button', { name: 'Open conversation' }).click();
  await composeBox(page).fill('Meet at the gate');
  await composeBox(page).press('Control+Enter');
  await message(page, 'Meet at the gate').waitFor();
  const sent = await w.as('othello').get('/messages', {
    anchor: 'newest',
    num_before: 1,
    num_after: 0,
    narrow: [{ operator: 'dm', operand: w.ids('hamlet', 'cordelia', 'othello') }],
  });
  const [m] = sent.body.messages as { content: string; display_recipient: { id: number }[] }[];
  expect(m.content).toContain('Meet at the gate');
  expect(m.display_recipient.map((r) => r.id).sort((a, b) => a - b)).toEqual(
    w.ids('hamlet', 'cordelia', 'othello').sort((a, b) => a - b),
  );
});

test("Restore opens the draft's conversation with the draft in the compose box, focused, as Zulip does", async () => {
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  await w.createDrafts('cordelia', [
    { type: 'stream', to: [w.realm.channels.Denmark], topic: 'castle walls', content: 'Walls need mending' },
    { type: 'private', to: w.ids('othello'), topic: '', content: 'A note to Othello', timestamp: anHourAgo },
  ]);
  const page = await w.loggedIn('cordelia');
  await page.goto('/#drafts');
  const list = page.getByRole('list', { name: 'Drafts' });
  /** Whether the compose box has the focus and holds `text`. */
  const focusedWith = (text: string) =>
    page.waitForFunction((text) => {
      const box = document.activeElement;
      return box instanceof HTMLTextAreaElement && box.getAttribute('aria-label') === 'Message' && box.value === text;
    }, text);

  await list
    .getByRole('listitem', { name: 'Draft: #Denmark > castle walls' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByRole('heading', { name: '#Denmark > castle walls', exact: true }).waitFor();
  await focusedWith('Walls need mending');
  expect(await topicBox(page).inputValue()).toBe('castle walls');

  await page.getByRole('link', { name: 'Drafts' }).click();
  await list
    .getByRole('listitem', { name: 'Draft: Othello, the Moor of Venice' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await focusedWith('A note to Othello');
});
