import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, PHONE } from './helpers.ts';

/** Enter on a focused control does what the control does; on a message (nothing focused) it replies. */
const w = useBrowserWorld();

test('Enter follows a focused link and presses a focused button; elsewhere it replies', async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'enter key', content: 'press enter here' });
  const hamlet = await w.loggedIn('hamlet');
  await openChannel(hamlet, 'Denmark', 'enter key');
  await message(hamlet, 'press enter here').waitFor();

  // A sidebar link, reached with the keyboard: Enter opens its channel, not the reply box.
  await hamlet.locator('[data-channel="Verona"]').focus();
  await hamlet.keyboard.press('Enter');
  await hamlet.getByRole('heading', { name: '#Verona' }).waitFor();
  expect(await hamlet.evaluate(() => document.activeElement?.getAttribute('aria-label'))).not.toBe('Message');

  // A message's Star button: Enter stars it.
  await openChannel(hamlet, 'Denmark', 'enter key');
  const row = message(hamlet, 'press enter here');
  await row.click();
  await row.getByRole('button', { name: 'Star' }).focus();
  await hamlet.keyboard.press('Enter');
  await row.getByRole('button', { name: 'Unstar' }).waitFor();
  expect(await composeBox(hamlet).evaluate((el) => el === document.activeElement)).toBe(false);

  // With nothing focused, Enter still replies to the selected message.
  await hamlet.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await hamlet.keyboard.press('Enter');
  await hamlet.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Message');
});

test('on a phone, Enter on the menu button opens the drawer', async () => {
  const othello = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  const sidebar = othello.getByRole('navigation', { name: 'Channels and conversations' });
  await othello.getByRole('button', { name: 'Channels and conversations' }).focus();
  await othello.keyboard.press('Enter');
  await sidebar.waitFor({ state: 'visible' });
});
