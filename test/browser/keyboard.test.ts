import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, openOnPhone, PHONE } from './helpers.ts';

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

test('Zulip shortcuts: ? lists them, * stars, + adds a thumbs-up, e edits, s and n narrow', async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'shortcut keys', content: 'iago says hi' });
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'next unread', content: 'unread over here' });
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await openChannel(hamlet, 'Denmark', 'shortcut keys');
  await message(hamlet, 'iago says hi').waitFor();

  await hamlet.keyboard.press('?');
  const dialog = hamlet.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.getByText('Star or unstar the selected message').waitFor();
  await hamlet.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await hamlet.keyboard.press('End');
  await hamlet.keyboard.press('*');
  await message(hamlet, 'iago says hi').getByRole('button', { name: 'Unstar' }).waitFor();
  await hamlet.keyboard.press('+');
  // The reaction is seen by the other user, live.
  await openChannel(othello, 'Denmark', 'shortcut keys');
  await message(othello, 'iago says hi')
    .getByRole('button', { name: /^:\+1: 1$/ })
    .waitFor();

  await openChannel(hamlet, 'Denmark');
  await message(hamlet, 'iago says hi').waitFor();
  await hamlet.keyboard.press('End');
  await hamlet.keyboard.press('s');
  await hamlet.getByRole('heading', { name: '#Denmark > shortcut keys' }).waitFor();

  await hamlet.keyboard.press('n');
  await hamlet.getByRole('heading', { name: /^#Verona > / }).waitFor();
});

test('on a phone, e edits the viewer’s own last message', async () => {
  await w.send('othello', { type: 'stream', to: 'Denmark', topic: 'phone edit', content: 'my words' });
  const othello = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  await openOnPhone(othello, 'Denmark', 'phone edit');
  await message(othello, 'my words').waitFor();
  await othello.keyboard.press('End');
  await othello.keyboard.press('e');
  await othello.getByRole('textbox', { name: 'Edit message' }).waitFor();
});
