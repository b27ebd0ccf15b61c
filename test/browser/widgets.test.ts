import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, openOnPhone, PHONE } from './helpers.ts';

/** `/poll` and `/todo` widgets: voting, adding options and tasks, checking tasks — seen live by another user on a phone. */
const w = useBrowserWorld();

test('a poll: votes and new options from one user show live for the other', async () => {
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'polls', content: '/poll Best play?\nHamlet\nMacbeth' });
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  await openChannel(hamlet, 'Verona', 'polls');
  await openOnPhone(othello, 'Verona', 'polls');
  const poll = (page: Page) => message(page, 'Best play?').locator('.widget.poll');
  await poll(othello).waitFor();
  await poll(hamlet).waitFor();
  // The widget stands for the message's content: the `/poll` text is not shown.
  expect(await message(hamlet, 'Best play?').locator('.rendered').count()).toBe(0);

  await poll(hamlet).getByRole('button', { name: 'Vote for Hamlet' }).click();
  const othelloSees = poll(othello).getByRole('button', { name: 'Vote for Hamlet' });
  await othelloSees.filter({ hasText: '1' }).waitFor();
  expect(await othelloSees.getAttribute('aria-pressed')).toBe('false');
  await poll(othello).getByText('(King Hamlet)').waitFor();

  await poll(othello).getByLabel('New option').fill('Othello');
  await poll(othello).getByLabel('New option').press('Enter');
  await poll(hamlet).getByRole('button', { name: 'Vote for Othello' }).click();
  await poll(othello).getByRole('button', { name: 'Vote for Othello' }).filter({ hasText: '1' }).waitFor();

  // A second click takes one's vote back.
  await poll(hamlet).getByRole('button', { name: 'Vote for Hamlet', pressed: true }).click();
  await othelloSees.filter({ hasText: '0' }).waitFor();
  // Hamlet's page hears of his own vote by its own event, which may come after Othello's.
  await poll(hamlet)
    .getByRole('button', { name: 'Vote for Hamlet', pressed: false })
    .filter({ hasText: '0' })
    .waitFor();
  expect(await poll(hamlet).locator('li').allTextContents()).toEqual(['0Hamlet', '0Macbeth', '1Othello(King Hamlet)']);
});

test('a to-do list: tasks added and checked by one user show live for the other', async () => {
  await w.send('iago', {
    type: 'stream',
    to: 'Verona',
    topic: 'chores',
    content: '/todo Castle chores\nSweep: the great hall\nFeed the ravens',
  });
  const hamlet = await w.loggedIn('hamlet', await w.context({ viewport: PHONE }));
  const othello = await w.loggedIn('othello');
  await openOnPhone(hamlet, 'Verona', 'chores');
  await openChannel(othello, 'Verona', 'chores');
  const todo = (page: Page) => message(page, 'Castle chores').locator('.widget.todo');
  await todo(hamlet).getByText('the great hall').waitFor();

  await todo(othello).getByRole('checkbox', { name: /Sweep/ }).check();
  await hamlet.waitForFunction(() =>
    [...document.querySelectorAll<HTMLInputElement>('.widget.todo input[type="checkbox"]')].some(
      (b) => b.checked && b.closest('label')?.textContent?.includes('Sweep'),
    ),
  );
  await todo(hamlet).getByLabel('New task').fill('Bury Yorick');
  await todo(hamlet).getByRole('button', { name: 'Add task' }).click();
  await todo(othello).getByText('Bury Yorick').waitFor();
  await todo(othello)
    .getByRole('checkbox', { name: /Bury Yorick/ })
    .check();
  await todo(hamlet).locator('li.done', { hasText: 'Bury Yorick' }).waitFor();
  // Unchecking is a strike too.
  await todo(hamlet).getByRole('checkbox', { name: /Sweep/ }).uncheck();
  await todo(othello).locator('li:not(.done)', { hasText: 'Sweep' }).waitFor();
  expect(await todo(othello).locator('li.done').allTextContents()).toEqual(['Bury Yorick']);
});
