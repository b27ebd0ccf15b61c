import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, openOnPhone, PHONE } from './helpers.ts';

/** What makes new messages noticed: the unread count in the tab title. */
const w = useBrowserWorld();

const unreadInTitle = (title: string) => Number(/^\((\d+)\) /.exec(title)?.[1] ?? 0);

test('the tab title names the narrow and counts unread messages, live from events', async () => {
  await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'title count', content: 'my own' });
  const hamlet = await w.loggedIn('hamlet');
  await openChannel(hamlet, 'Denmark', 'title count');
  await hamlet.waitForFunction(() => document.title.endsWith('#Denmark > title count - zircon'));
  const before = unreadInTitle(await hamlet.title());

  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'elsewhere', content: 'one more unread' });
  await hamlet.waitForFunction((n) => document.title.startsWith(`(${n}) #Denmark > title count`), before + 1);
  expect(await hamlet.title()).toBe(`(${before + 1}) #Denmark > title count - zircon`);
});

test('on a phone, reading a conversation lowers the count in the title', async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'phone title', content: 'read me on the phone' });
  const othello = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  await othello.waitForFunction(() => /^\(\d+\) /.test(document.title));
  const before = unreadInTitle(await othello.title());
  await openOnPhone(othello, 'Denmark', 'phone title');
  await message(othello, 'read me on the phone').waitFor();
  await othello.waitForFunction((n) => Number(/^\((\d+)\) /.exec(document.title)?.[1] ?? 0) < n, before);
  expect(before).toBeGreaterThan(0);
  expect(unreadInTitle(await othello.title())).toBeLessThan(before);
});
