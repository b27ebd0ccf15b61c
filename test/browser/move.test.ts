import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, markAllRead } from './helpers.ts';

/** Moving messages and topics, resolving them, marking one read, and another browser seeing each change as it happens. */
const w = useBrowserWorld();

const topicLink = (page: Page, topic: string) => page.locator(`.sidebar [data-topic="${topic}"]`);
const channelCount = (page: Page, channel: string) => page.locator(`[data-channel="${channel}"] .count`);
const title = (page: Page) => page.locator('.narrow-title');

/** Opens a topic's actions (in the sidebar or the timeline's header) and picks one. */
async function topicAction(
  page: Page,
  where: '.sidebar' | '.narrow-header',
  topic: string,
  action: string,
): Promise<void> {
  await page
    .locator(where)
    .getByRole('button', { name: `Topic actions for ${topic}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a message and a whole topic move, a topic is resolved, unresolved and marked read; the other browser follows live', async () => {
  // Counts start from nothing, whatever the demo cast already holds.
  await markAllRead(w, 'othello');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'ghost appears' });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'castle', content: 'ghost speaks' });
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello');
  await openChannel(hamlet, 'Denmark', 'castle');
  await openChannel(othello, 'Denmark', 'castle');
  await message(othello, 'ghost speaks').waitFor();
  // Walls is written while Othello reads castle: it stays unread.
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'walls', content: 'walls are high' });
  await channelCount(othello, 'Denmark').filter({ hasText: /^1$/ }).waitFor();

  // Nothing changed: the server's refusal shows in the dialog, and Esc closes it.
  await message(hamlet, 'ghost speaks').click();
  await message(hamlet, 'ghost speaks').getByRole('button', { name: 'Move message' }).click();
  const dialog = hamlet.getByRole('dialog', { name: 'Move message' });
  expect(await dialog.getByLabel('Only this message').isChecked()).toBe(true);
  expect(await dialog.getByLabel('Send automated notice to new topic').isChecked()).toBe(true);
  expect(await dialog.getByLabel('Send automated notice to old topic').isChecked()).toBe(false);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Nothing to change' }).waitFor();
  await hamlet.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // One message to a new topic, without a notice: it leaves Othello's view of castle and its topic appears.
  await message(hamlet, 'ghost speaks').getByRole('button', { name: 'Move message' }).click();
  await dialog.getByLabel('New topic', { exact: true }).fill('battlements');
  await dialog.getByLabel('Send automated notice to new topic').uncheck();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await message(othello, 'ghost speaks').waitFor({ state: 'detached' });
  await message(othello, 'ghost appears').waitFor();
  await topicLink(othello, 'battlements').waitFor();

  // The unread topic walls, whole, to Verona from the sidebar: Othello's counts move with it.
  await topicAction(hamlet, '.sidebar', 'walls', 'Move or rename topic…');
  const topicDialog = hamlet.getByRole('dialog', { name: 'Move topic' });
  await topicDialog.getByLabel('Channel').selectOption({ label: '#Verona' });
  await topicDialog.getByLabel('Send automated notice to new topic').uncheck();
  await topicDialog.getByRole('button', { name: 'Move', exact: true }).click();
  await channelCount(othello, 'Verona').filter({ hasText: /^1$/ }).waitFor();
  await channelCount(othello, 'Denmark').waitFor({ state: 'detached' });
  await topicLink(othello, 'walls').waitFor({ state: 'detached' });

  // Resolved from the timeline's header: both views follow the topic to its new name, and back.
  await topicAction(hamlet, '.narrow-header', 'castle', 'Mark as resolved');
  await title(othello).filter({ hasText: '#Denmark > ✔ castle' }).waitFor();
  await title(hamlet).filter({ hasText: '#Denmark > ✔ castle' }).waitFor();
  await message(othello, 'ghost appears').waitFor();
  // Zulip's hash encoding: percent-encoding with "." for "%".
  expect(new URL(othello.url()).hash).toMatch(/\/topic\/\.E2\.9C\.94\.20castle$/);
  await topicAction(hamlet, '.narrow-header', '✔ castle', 'Mark as unresolved');
  await title(othello)
    .filter({ hasText: /#Denmark > castle$/ })
    .waitFor();
  await message(othello, 'ghost appears').waitFor();
  await topicLink(othello, 'castle').waitFor();
  await topicLink(othello, '✔ castle').waitFor({ state: 'detached' });

  // Marked read from the topic's menu, without opening it.
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'moat', content: 'deep water' });
  await channelCount(othello, 'Denmark').filter({ hasText: /^1$/ }).waitFor();
  await topicAction(othello, '.sidebar', 'moat', 'Mark topic as read');
  await channelCount(othello, 'Denmark').waitFor({ state: 'detached' });
});

test('a /with/ link opens the conversation its message is in now, and follows the message when it moves on', async () => {
  const denmark = w.realm.channels.Denmark;
  const verona = w.realm.channels.Verona;
  const id = await w.sendToChannel('iago', 'Denmark', 'drafts of a play', 'the mousetrap');
  const move = (params: Record<string, string | number | boolean>) =>
    w.as('iago').patch(`/messages/${id}`, {
      propagate_mode: 'change_all',
      send_notification_to_old_thread: false,
      send_notification_to_new_thread: false,
      ...params,
    });
  // Renamed before the link is followed: the link still leads to it.
  expect((await move({ topic: 'the play' })).status).toBe(200);
  const othello = await w.loggedIn('othello');
  await othello.goto(`/#narrow/channel/${denmark}-Denmark/topic/drafts.20of.20a.20play/with/${id}`);
  await othello.reload();
  await title(othello)
    .filter({ hasText: /^#Denmark > the play$/ })
    .waitFor();
  await message(othello, 'the mousetrap').waitFor();
  expect(new URL(othello.url()).hash).toBe(`#narrow/channel/${denmark}-Denmark/topic/the.20play/with/${id}`);

  // Moved to another channel and topic while open: the view goes with it.
  expect((await move({ stream_id: verona, topic: 'stage' })).status).toBe(200);
  await title(othello)
    .filter({ hasText: /^#Verona > stage$/ })
    .waitFor();
  await message(othello, 'the mousetrap').waitFor();
  expect(new URL(othello.url()).hash).toBe(`#narrow/channel/${verona}-Verona/topic/stage/with/${id}`);
});

test("a topic's actions follow and unfollow it; the menu says which, live from the server's events", async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'tidings', content: 'news from the coast' });
  const hamlet = await w.loggedIn('hamlet');
  await openChannel(hamlet, 'Denmark', 'tidings');
  await message(hamlet, 'news from the coast').waitFor();
  const policy = async () => {
    const r = await w.as('hamlet').post('/register', { event_types: JSON.stringify(['user_topic']) });
    const topics = r.body.user_topics as { topic_name: string; visibility_policy: number }[];
    return topics.find((t) => t.topic_name === 'tidings')?.visibility_policy ?? 0;
  };
  const item = (name: string) => hamlet.getByRole('menuitem', { name, exact: true });
  const openMenu = () =>
    hamlet.locator('.narrow-header').getByRole('button', { name: 'Topic actions for tidings' }).click();

  await openMenu();
  await item('Follow topic').click();
  await openMenu();
  await item('Unfollow topic').waitFor();
  // Zulip's FOLLOWED is 3.
  expect(await policy()).toBe(3);
  await item('Unfollow topic').click();
  await openMenu();
  await item('Follow topic').waitFor();
  expect(await policy()).toBe(0);
});
