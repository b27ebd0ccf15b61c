import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { composeBox, message, openChannel, topicBox } from './helpers.ts';

/** Compose autocomplete: mentions of users and groups, channels and their topics, emoji, and topics in the topic box. */
const w = useBrowserWorld();

const list = (page: Page, name: string) => page.getByRole('listbox', { name });
const option = (page: Page, name: string | RegExp) => list(page, 'Message suggestions').getByRole('option', { name });

/** Types into the message box key by key, as a person does. */
const type = (page: Page, text: string) => composeBox(page).pressSequentially(text);

test('mentions, channels, topics and emoji are chosen from lists and render as Zulip does for the sender and the mentioned', async () => {
  const group = await w.as('iago').post('/user_groups/create', {
    name: 'hamletcharacters',
    description: 'Characters of Hamlet',
    members: JSON.stringify([w.realm.users.hamlet.id]),
  });
  expect(group.status).toBe(200);
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'lunch', content: 'who comes?' });
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'party plans', content: 'tonight' });
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await openChannel(othello, 'Verona');
  await openChannel(hamlet, 'Verona');
  await message(hamlet, 'tonight').waitFor();

  // The topic box offers the open channel's topics.
  await topicBox(hamlet).pressSequentially('lu');
  await list(hamlet, 'Topic suggestions').getByRole('option', { name: 'lunch' }).click();
  expect(await topicBox(hamlet).inputValue()).toBe('lunch');

  // @: users by a word of their name, arrows and Enter; the field names the active option.
  await type(hamlet, 'Hi @moo');
  await option(hamlet, /Othello, the Moor of Venice/).waitFor();
  const active = await composeBox(hamlet).getAttribute('aria-activedescendant');
  expect(await hamlet.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
  expect(await hamlet.getByRole('combobox', { name: 'Message suggestions' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  await composeBox(hamlet).press('Enter');
  // Esc closes the list and leaves the box and its text alone.
  await type(hamlet, '@ia');
  await option(hamlet, /Iago/).waitFor();
  await composeBox(hamlet).press('Escape');
  await list(hamlet, 'Message suggestions').waitFor({ state: 'detached' });
  expect(await hamlet.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Message');
  for (let i = 0; i < 3; i++) await composeBox(hamlet).press('Backspace');
  // Groups, with Tab; wildcards are offered in a channel.
  await type(hamlet, 'and @');
  await option(hamlet, /^topic/).waitFor();
  await type(hamlet, 'hamletc');
  await option(hamlet, /hamletcharacters/).waitFor();
  await composeBox(hamlet).press('Tab');
  // #: a channel, then `>` goes on to its topics.
  await type(hamlet, 'see #Ver');
  await option(hamlet, /Verona/).waitFor();
  await type(hamlet, '>');
  await option(hamlet, 'party plans').click();
  await type(hamlet, 'and #Den');
  await composeBox(hamlet).press('Enter');
  // :: emoji after two letters.
  await type(hamlet, ':octo');
  await composeBox(hamlet).press('Enter');
  expect(await composeBox(hamlet).inputValue()).toBe(
    'Hi @**Othello, the Moor of Venice** and @*hamletcharacters* see #**Verona>party plans** and #**Denmark** :octopus: ',
  );

  await composeBox(hamlet).press('Control+Enter');
  const sent = message(hamlet, 'see #Verona > party plans');
  await sent.waitFor();
  const othelloId = String(w.realm.users.othello.id);
  expect(await sent.locator('.user-mention').getAttribute('data-user-id')).toBe(othelloId);
  expect(await sent.locator('.user-group-mention').textContent()).toBe('@hamletcharacters');
  expect(await sent.locator('a.stream-topic').textContent()).toBe('#Verona > party plans');
  expect(await sent.locator('a.stream').textContent()).toBe('#Denmark');
  expect(await sent.locator('.emoji').getAttribute('title')).toBe('octopus');

  // The mentioned person sees the mention arrive.
  const seen = message(othello, 'see #Verona > party plans');
  await seen.waitFor();
  expect(await seen.locator('.user-mention').textContent()).toBe('@Othello, the Moor of Venice');
  expect(await seen.locator('.user-mention').getAttribute('data-user-id')).toBe(othelloId);
});
