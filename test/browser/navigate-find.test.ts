import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { message, PHONE, markAllRead, openChannel } from './helpers.ts';

/** Zulip's addresses and links, back and forward; its search box, Starred and Mentions. */
const w = useBrowserWorld();

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();
const hashOf = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash));

test("Zulip's permalinks, its .XX encoding and message links navigate in the app; back and forward restore views", async () => {
  const verona = w.realm.channels.Verona;
  const denmark = w.realm.channels.Denmark;
  for (let i = 1; i <= 3; i++) await w.sendToChannel('iago', 'Verona', 'verona chat', `filler ${i}`);
  const target = await w.sendToChannel('iago', 'Verona', 'verona chat', 'the linked words');
  for (let i = 1; i <= 52; i++) await w.sendToChannel('iago', 'Verona', 'verona chat', `later ${i}`);
  await w.sendToChannel('iago', 'Denmark', 'castle', 'inside the castle');
  const links = await w.sendToChannel(
    'iago',
    'Denmark',
    'links',
    `to #**Denmark>castle**, to #**Verona** and to [that message](#narrow/channel/${verona}-Verona/topic/verona.20chat/near/${target})`,
  );
  const hamlet = await w.loggedIn('hamlet');

  // A permalink typed into the address bar opens the topic (not one named "verona.20chat") at its message,
  // more than a page from the newest, selected.
  await hamlet.goto(`/#narrow/channel/${verona}-Verona/topic/verona.20chat/near/${target}`);
  await hamlet.reload();
  await heading(hamlet, '#Verona > verona chat');
  await hamlet.locator('.message.selected').filter({ hasText: 'the linked words' }).waitFor();
  expect(await hamlet.locator('.message.selected').isVisible()).toBe(true);
  // Scrolling down pages on to the newest.
  await hamlet.locator('.scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await message(hamlet, 'later 52').waitFor();

  // Links in messages: a topic, a channel, a message; the address follows, as Zulip writes it.
  await hamlet.goto(`/#narrow/stream/Denmark/topic/links/near/${links}`);
  await heading(hamlet, '#Denmark > links');
  const row = message(hamlet, 'that message');
  await row.getByRole('link', { name: '#Denmark > castle' }).click();
  await heading(hamlet, '#Denmark > castle');
  expect(await hashOf(hamlet)).toBe(`#narrow/channel/${denmark}-Denmark/topic/castle`);
  await hamlet.goBack();
  await heading(hamlet, '#Denmark > links');
  await message(hamlet, 'that message').getByRole('link', { name: '#Verona' }).click();
  await heading(hamlet, '#Verona');
  expect(await hashOf(hamlet)).toBe(`#narrow/channel/${verona}-Verona`);
  await hamlet.goBack();
  await message(hamlet, 'that message').getByRole('link', { name: 'that message' }).click();
  await heading(hamlet, '#Verona > verona chat');
  await hamlet.locator('.message.selected').filter({ hasText: 'the linked words' }).waitFor();
  expect(await hamlet.evaluate(() => location.hash)).toBe(
    `#narrow/channel/${verona}-Verona/topic/verona.20chat/near/${target}`,
  );
  await hamlet.goBack();
  await heading(hamlet, '#Denmark > links');
  await hamlet.goForward();
  await heading(hamlet, '#Verona > verona chat');

  // Direct messages by Zulip's slug, on a phone.
  const othello = w.user('othello');
  await w.sendDirect('othello', ['hamlet'], 'a private word');
  const phone = await w.loggedIn('hamlet', await w.context({ viewport: PHONE }));
  await phone.goto(`/#narrow/dm/${othello.id}-Othello`);
  await message(phone, 'a private word').waitFor();
  await phone.getByRole('heading', { name: /^Othello/ }).waitFor();
  expect(await phone.evaluate(() => location.hash)).toMatch(new RegExp(`^#narrow/dm/${othello.id}-Othello`));
});

test('the search box: / opens it, operators and names are suggested, results highlight matches; Starred and Mentions', async () => {
  const verona = w.realm.channels.Verona;
  await w.sendToChannel('iago', 'Verona', 'zoo trip', 'we saw a zebra there');
  await w.sendToChannel('iago', 'Denmark', 'zoo trip', 'no zebra in Denmark');
  const starred = await w.sendToChannel('othello', 'Verona', 'lines', 'a line worth keeping');
  await w.sendToChannel('iago', 'Denmark', 'calls', '@**King Hamlet** come here');
  expect(
    (await w.as('hamlet').post('/messages/flags', { messages: [starred], op: 'add', flag: 'starred' })).status,
  ).toBe(200);
  const hamlet = await w.loggedIn('hamlet');
  await hamlet.locator('.narrow-title').waitFor();

  await hamlet.keyboard.press('/');
  const box = hamlet.getByRole('combobox', { name: 'Search' });
  await hamlet.waitForFunction(() => document.activeElement?.id === 'search-input');
  await box.pressSequentially('chan');
  await hamlet.getByRole('option', { name: /^channel:/ }).click();
  expect(await box.inputValue()).toBe('channel:');
  await box.pressSequentially('Ver');
  await hamlet.getByRole('option', { name: 'channel:Verona' }).click();
  // One channel is that channel's view.
  await heading(hamlet, '#Verona');

  await box.fill('channel:Verona zebra');
  await box.press('Enter');
  await heading(hamlet, 'Search: channel:Verona zebra');
  expect(await hashOf(hamlet)).toBe(`#narrow/channel/${verona}-Verona/search/zebra`);
  await message(hamlet, 'we saw a zebra there').locator('.highlight', { hasText: 'zebra' }).waitFor();
  expect(await message(hamlet, 'no zebra in Denmark').count()).toBe(0);
  await message(hamlet, 'we saw a zebra there').getByText('#Verona > zoo trip').waitFor();

  // A topic and a sender, suggested from what the client knows.
  await box.fill('topic:zoo');
  await hamlet.getByRole('option', { name: 'topic:"zoo trip"' }).waitFor();
  await box.fill('sender:Iag');
  await hamlet.getByRole('option', { name: 'sender:Iago' }).click();
  await heading(hamlet, 'Search: sender:Iago');
  await message(hamlet, 'come here').waitFor();
  await hamlet.goBack();
  await heading(hamlet, 'Search: channel:Verona zebra');
  expect(await box.inputValue()).toBe('channel:Verona zebra');

  // Starred and Mentions from the sidebar.
  const views = hamlet.getByRole('list', { name: 'Views' });
  await views.getByRole('link', { name: 'Starred messages' }).click();
  await heading(hamlet, 'Starred messages');
  await message(hamlet, 'a line worth keeping').waitFor();
  expect(await hashOf(hamlet)).toBe('#narrow/is/starred');
  await views.getByRole('link', { name: 'Mentions' }).click();
  await heading(hamlet, 'Mentions');
  await message(hamlet, 'come here').waitFor();
  expect(await hashOf(hamlet)).toBe('#narrow/is/mentioned');
});

test('Inbox lists unread conversations by channel and Recent conversations the latest ones, both live', async () => {
  await markAllRead(w, 'othello');
  await w.sendToChannel('iago', 'Verona', 'inbox topic', 'inbox one');
  await w.sendToChannel('iago', 'Verona', 'inbox topic', 'inbox two');
  await w.sendDirect('iago', ['othello'], 'inbox dm');
  const othello = await w.loggedIn('othello');
  await othello.goto('/#settings');
  await othello.getByRole('link', { name: 'Inbox' }).click();
  await heading(othello, 'Inbox');
  const inbox = othello.getByRole('region', { name: 'Inbox' });
  await inbox
    .getByRole('region', { name: '#Verona' })
    .getByRole('link', { name: /inbox topic/ })
    .getByLabel('2 unread')
    .waitFor();
  await inbox.getByRole('region', { name: 'Direct messages' }).getByRole('link', { name: /Iago/ }).waitFor();
  // New messages show at once.
  await w.sendToChannel('hamlet', 'Denmark', 'live topic', 'arrives live');
  await inbox
    .getByRole('region', { name: '#Denmark' })
    .getByRole('link', { name: /live topic/ })
    .click();
  await heading(othello, '#Denmark > live topic');
  await othello.goBack();
  await heading(othello, 'Inbox');

  await othello.getByRole('link', { name: 'Recent conversations' }).click();
  await heading(othello, 'Recent conversations');
  expect(await othello.evaluate(() => location.hash)).toBe('#recent');
  const rows = othello.getByRole('region', { name: 'Recent conversations' }).locator('tbody tr');
  await rows.filter({ hasText: 'inbox topic' }).filter({ hasText: 'Iago' }).waitFor();
  await w.sendToChannel('hamlet', 'Rome', 'recent live', 'newest of all');
  await rows.first().filter({ hasText: 'recent live' }).filter({ hasText: 'King Hamlet' }).waitFor();
  expect(await rows.first().textContent()).toContain('#Rome');
});

test('Starred, Mentions, the Combined feed and a search follow events from other devices and people', async () => {
  const kept = await w.sendToChannel('iago', 'Verona', 'live views', 'a line to keep');
  const hamlet = await w.loggedIn('hamlet');
  const views = hamlet.getByRole('list', { name: 'Views' });
  await views.getByRole('link', { name: 'Starred messages' }).click();
  await heading(hamlet, 'Starred messages');
  // Starred on another device, it appears; unstarred there, it stays, unstarred, until Starred is opened again.
  const star = (op: string) => w.as('hamlet').post('/messages/flags', { messages: [kept], op, flag: 'starred' });
  expect((await star('add')).status).toBe(200);
  await message(hamlet, 'a line to keep').waitFor();
  expect((await star('remove')).status).toBe(200);
  await message(hamlet, 'a line to keep')
    .getByRole('button', { name: 'Star', exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });

  // A mention arrives; a message edited to mention Hamlet joins; deleted, it vanishes.
  await views.getByRole('link', { name: 'Mentions' }).click();
  await heading(hamlet, 'Mentions');
  await w.sendToChannel('othello', 'Verona', 'live views', '@**King Hamlet** look here');
  await message(hamlet, 'look here').waitFor();
  const later = await w.sendToChannel('othello', 'Verona', 'live views', 'nobody named yet');
  const edited = await w.as('othello').patch(`/messages/${later}`, { content: '@**King Hamlet** named at last' });
  expect(edited.status).toBe(200);
  await message(hamlet, 'named at last').waitFor();
  expect((await w.as('iago').delete(`/messages/${later}`)).status).toBe(200);
  await message(hamlet, 'named at last').waitFor({ state: 'detached' });

  // The Combined feed: channels and direct messages, as they come.
  await views.getByRole('link', { name: 'Combined feed' }).click();
  await heading(hamlet, 'Combined feed');
  expect(await hashOf(hamlet)).toBe('#feed');
  await w.sendDirect('othello', ['hamlet'], 'a word for the feed');
  await w.sendToChannel('iago', 'Denmark', 'feed', 'a channel line for the feed');
  await message(hamlet, 'a word for the feed').waitFor();
  await message(hamlet, 'a channel line for the feed').waitFor();

  // A full-text search: the server says whether a new message matches, with its highlight.
  const box = hamlet.getByRole('combobox', { name: 'Search' });
  await box.fill('giraffe');
  await box.press('Enter');
  await heading(hamlet, 'Search: giraffe');
  await w.sendToChannel('iago', 'Verona', 'zoo', 'no such animal here');
  await w.sendToChannel('iago', 'Verona', 'zoo', 'a giraffe walks in');
  await message(hamlet, 'a giraffe walks in').locator('.highlight', { hasText: 'giraffe' }).waitFor();
  expect(await message(hamlet, 'no such animal here').count()).toBe(0);
});

test('a long history: scrolled to its beginning with few rows in the page; going back shows it where it was, kept up to date, without reading it again', async () => {
  const ids: number[] = [];
  for (let i = 1; i <= 300; i++) ids.push(await w.sendToChannel('iago', 'Scotland', 'long history', `row ${i}`));
  await w.sendToChannel('iago', 'Denmark', 'elsewhere', 'somewhere else');
  const hamlet = await w.loggedIn('hamlet');
  const reads: string[] = [];
  // The timeline's reads: its query by name, in the address (a GET) or the body.
  hamlet.on('request', (r) => {
    const sent = `${decodeURIComponent(r.url())} ${r.postData() ?? ''}`;
    if (/operationName=Timeline\b|"operationName":"Timeline"/.test(sent)) reads.push(sent);
  });
  await openChannel(hamlet, 'Scotland', 'long history');
  await message(hamlet, 'row 300').waitFor();
  const scroller = hamlet.locator('.timeline .scroller');
  const row = (text: string) => hamlet.locator('.messages .content').getByText(text, { exact: true });
  const rows = () => hamlet.locator('.messages .message').count();
  /** Waits until the row is within the scroller's view: a scroll is answered in a frame after the one that moved it. */
  const inView = (text: string) =>
    hamlet.waitForFunction((text) => {
      const el = [...document.querySelectorAll('.messages .content')].find((c) => c.textContent?.trim() === text);
      const view = el?.closest('.scroller')?.getBoundingClientRect();
      const r = el?.getBoundingClientRect();
      return !!view && !!r && r.bottom > view.top && r.top < view.bottom;
    }, text);

  // Up to the top, a page at a time: only the rows near the view are in the page.
  let most = 0;
  while (!(await hamlet.locator('.timeline .start').count())) {
    const first = await scroller.evaluate((el) => {
      el.scrollTo(0, 0);
      return document.querySelector('.messages .message')?.id;
    });
    await hamlet.waitForFunction(
      (first) =>
        document.querySelector('.messages .message')?.id !== first || !!document.querySelector('.timeline .start'),
      first,
    );
    most = Math.max(most, await rows());
  }
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await row('row 1').waitFor();
  await inView('row 1');
  expect(most).toBeLessThan(150);
  expect(await rows()).toBeLessThan(150);
  expect(await message(hamlet, 'row 300').count()).toBe(0);
  const ofHistory = () => reads.filter((r) => r.includes('long history'));
  expect(ofHistory().length).toBeGreaterThanOrEqual(6);

  // Elsewhere, while a message arrives in the history left.
  await openChannel(hamlet, 'Denmark', 'elsewhere');
  await message(hamlet, 'somewhere else').waitFor();
  await w.sendToChannel('iago', 'Scotland', 'long history', 'row 301');
  expect((await w.as('iago').patch(`/messages/${ids[297]}`, { content: 'row 298, edited' })).status).toBe(200);
  expect((await w.as('iago').delete(`/messages/${ids[298]}`)).status).toBe(200);
  await w.sendToChannel('hamlet', 'Denmark', 'elsewhere', 'after the new row');
  await message(hamlet, 'after the new row').waitFor();
  const elsewhere = ofHistory().length;

  // Back: at once, at its beginning, with the new message at its end, and nothing read again.
  await openChannel(hamlet, 'Scotland', 'long history');
  await row('row 1').waitFor();
  await inView('row 1');
  await hamlet.locator('.timeline .start').waitFor();
  expect(await rows()).toBeLessThan(150);
  // End selects the newest message: put in the page and brought into view.
  await hamlet.locator('body').press('End');
  await hamlet.locator('.message.selected').filter({ hasText: 'row 301' }).waitFor();
  await inView('row 301');
  await hamlet.locator('body').press('ArrowUp');
  await hamlet.locator('.message.selected').filter({ hasText: 'row 300' }).waitFor();
  await hamlet.locator('body').press('ArrowUp');
  await hamlet.locator('.message.selected').filter({ hasText: 'row 298, edited' }).waitFor();
  expect(await row('row 299').count()).toBe(0);
  // The topic's history, not the channel's view passed through on the way (kept only if its page was read
  // before the topic was clicked, on the first visit: a race of the test's clicks, not of the history).
  expect(ofHistory().slice(elsewhere)).toEqual([]);
});

test('unstarred in Starred, a message stays there, so the star can be given back, until Starred is opened again', async () => {
  const slip = await w.sendToChannel('iago', 'Verona', 'stars', 'starred, then unstarred by a slip');
  const gone = await w.sendToChannel('iago', 'Verona', 'stars', 'starred, then unstarred for good');
  const stays = await w.sendToChannel('iago', 'Verona', 'stars', 'starred all along');
  const starred = await w
    .as('othello')
    .post('/messages/flags', { messages: [slip, gone, stays], op: 'add', flag: 'starred' });
  expect(starred.status).toBe(200);
  const othello = await w.loggedIn('othello');
  const views = othello.getByRole('list', { name: 'Views' });
  await views.getByRole('link', { name: 'Starred messages' }).click();
  await heading(othello, 'Starred messages');
  // A message's buttons show on the selected one.
  const star = async (text: string, name: 'Star' | 'Unstar') => {
    await message(othello, text).click();
    await message(othello, text).getByRole('button', { name, exact: true }).click();
  };
  const starShown = (text: string, name: 'Star' | 'Unstar') =>
    message(othello, text)
      .getByRole('button', { name, exact: true, includeHidden: true })
      .waitFor({ state: 'attached' });

  await star('by a slip', 'Unstar');
  await starShown('by a slip', 'Star');
  await star('by a slip', 'Star');
  await starShown('by a slip', 'Unstar');
  await star('for good', 'Unstar');
  await starShown('for good', 'Star');

  // Elsewhere and back: the view kept from before no longer shows it.
  await views.getByRole('link', { name: 'Mentions' }).click();
  await heading(othello, 'Mentions');
  await views.getByRole('link', { name: 'Starred messages' }).click();
  await heading(othello, 'Starred messages');
  await starShown('starred all along', 'Unstar');
  await starShown('by a slip', 'Unstar');
  await message(othello, 'for good').waitFor({ state: 'detached' });
});

test('a search kept from before follows new messages: going back to it shows those that match, highlighted', async () => {
  await w.sendToChannel('iago', 'Verona', 'zoo', 'an okapi in the shade');
  const cordelia = await w.loggedIn('cordelia');
  await cordelia.locator('.narrow-title').waitFor();
  const box = cordelia.getByRole('combobox', { name: 'Search' });
  await box.fill('okapi');
  await box.press('Enter');
  await heading(cordelia, 'Search: okapi');
  await message(cordelia, 'an okapi in the shade').waitFor();

  // While the Combined feed is shown, a message that matches arrives (and is shown there).
  await cordelia.getByRole('list', { name: 'Views' }).getByRole('link', { name: 'Combined feed' }).click();
  await heading(cordelia, 'Combined feed');
  await w.sendToChannel('iago', 'Denmark', 'zoo', 'a second okapi arrives');
  await w.sendToChannel('iago', 'Denmark', 'zoo', 'a zebra arrives');
  await message(cordelia, 'a zebra arrives').waitFor();

  await cordelia.goBack();
  await heading(cordelia, 'Search: okapi');
  await message(cordelia, 'a second okapi arrives').locator('.highlight', { hasText: 'okapi' }).waitFor();
  await message(cordelia, 'an okapi in the shade').waitFor();
  expect(await message(cordelia, 'a zebra arrives').count()).toBe(0);
});
