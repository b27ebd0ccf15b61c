import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, uploadEmoji } from './helpers.ts';

/** Others' status and presence as they change, and messages read as they are scrolled into view. */
const w = useBrowserWorld();

const ok = async (p: Promise<{ status: number; text: string; body: Record<string, unknown> }>) => {
  const r = await p;
  if (r.status !== 200) throw new Error(r.text);
  return r.body;
};

const person = (page: Page, fullName: string) => page.locator('.people li').filter({ hasText: fullName });
const dot = (page: Page, fullName: string, state: string) =>
  person(page, fullName).getByRole('img', { name: state, exact: true });
const presence = (user: string, status: 'active' | 'idle') => ok(w.as(user).post('/users/me/presence', { status }));

test("others' status emoji and presence dots change live", async () => {
  // Everyone joined long ago: a first report of idleness shows idle, not the just-joined active.
  w.ts.clock.advance(600_000);
  const hamlet = await w.loggedIn('hamlet');
  const othello = 'Othello, the Moor of Venice';
  await dot(hamlet, othello, 'offline').waitFor();

  await presence('othello', 'idle');
  await dot(hamlet, othello, 'idle').waitFor();
  await presence('othello', 'active');
  await dot(hamlet, othello, 'active').waitFor();
  // Past Zulip's 140 s without a ping, once the page hears the server's newer time (here from cordelia coming online).
  w.ts.clock.advance(150_000);
  await presence('cordelia', 'active');
  await dot(hamlet, "Cordelia, Lear's daughter", 'active').waitFor();
  await dot(hamlet, othello, 'offline').waitFor();

  // A Unicode status emoji with its text as the tooltip, in the people list and beside the name in the timeline.
  await openChannel(hamlet, 'Denmark');
  await w.send('othello', { type: 'stream', to: 'Denmark', topic: 'status', content: 'Speak of me as I am' });
  const inTimeline = message(hamlet, 'Speak of me as I am').locator('.meta .status-emoji');
  await ok(
    w.as('othello').post('/users/me/status', {
      status_text: 'At the Senate',
      emoji_name: 'octopus',
      emoji_code: '1f419',
      reaction_type: 'unicode_emoji',
    }),
  );
  await person(hamlet, othello).getByRole('img', { name: 'Status: At the Senate' }).waitFor();
  expect(await inTimeline.getAttribute('title')).toBe('At the Senate');
  expect(await inTimeline.textContent()).toBe('🐙');

  // A custom emoji added after the page loaded: read when a status first names it.
  const emojiId = await uploadEmoji(w, 'iago', 'senate_seal');
  await ok(
    w.as('othello').post('/users/me/status', {
      emoji_name: 'senate_seal',
      emoji_code: String(emojiId),
      reaction_type: 'realm_emoji',
    }),
  );
  await message(hamlet, 'Speak of me as I am').locator('img.status-emoji[alt="Status: At the Senate"]').waitFor();
  expect(await person(hamlet, othello).locator('img.status-emoji').getAttribute('src')).toMatch(
    /senate_seal|\/user_avatars\/|\.png/,
  );
});

test('messages are marked read as they are scrolled into view, not when the conversation opens', async () => {
  const hamlet = await w.loggedIn('hamlet');
  await openChannel(hamlet, 'Verona');
  const topic = 'a long scroll';
  // Whatever an earlier test left unread in Denmark (a message may arrive as that test ends) is read first.
  await ok(
    w.as('hamlet').post('/messages/flags/narrow', {
      anchor: 'oldest',
      num_before: 0,
      num_after: 5000,
      narrow: JSON.stringify([{ operator: 'channel', operand: 'Denmark' }]),
      op: 'add',
      flag: 'read',
    }),
  );
  for (let i = 1; i <= 30; i++)
    await w.send('iago', {
      type: 'stream',
      to: 'Denmark',
      topic,
      content: `Scroll line ${i}\n\nand a second paragraph\n\nand a third`,
    });
  const count = hamlet.locator('[data-channel="Denmark"] .count');
  await count.filter({ hasText: /^30$/ }).waitFor();

  await openChannel(hamlet, 'Denmark', topic);
  // The first unread is shown: the messages in view are read, those below stay unread.
  await message(hamlet, 'Scroll line 1').first().waitFor();
  const unread = async () => Number(await count.textContent({ timeout: 1000 }).catch(() => '0'));
  /** Waits until the channel's count is no longer `n` (less, or gone at 0). */
  const countLeaves = (n: number) =>
    hamlet
      .locator('[data-channel="Denmark"]')
      .filter({ hasNot: hamlet.locator('.count', { hasText: new RegExp(`^${n}$`) }) })
      .waitFor();
  await countLeaves(30);
  const afterOpen = await unread();
  expect(afterOpen).toBeGreaterThan(0);
  expect(afterOpen).toBeLessThan(30);

  // Each step down reads what comes into view, until nothing is left.
  const scroller = hamlet.locator('.timeline .scroller');
  let last = afterOpen;
  while (last > 0) {
    await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await countLeaves(last);
    const next = (await count.count()) ? await unread() : 0;
    expect(next).toBeLessThan(last);
    last = next;
  }
  await count.waitFor({ state: 'detached' });
});
