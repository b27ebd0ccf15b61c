import type { Page } from 'playwright-core';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, openOnPhone, PHONE } from './helpers.ts';

/** What makes new messages noticed: the unread count in the tab title, and desktop notifications. */
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

/**
 * The browser's Notification API, replaced by one that records what the page shows (the
 * permission stays the browser's own, as the test's context grants it or not).
 */
function recordNotifications() {
  const Real = window.Notification;
  const shown: Array<{ title: string; body: string; closed: boolean; target: EventTarget }> = [];
  let requests = 0;
  class Recorded extends EventTarget {
    static get permission() {
      return Real.permission;
    }
    static requestPermission() {
      requests++;
      return Real.requestPermission();
    }
    constructor(title: string, options?: NotificationOptions) {
      super();
      shown.push({ title, body: options?.body ?? '', closed: false, target: this });
    }
    close() {
      for (const s of shown) if (s.target === this) s.closed = true;
    }
  }
  Object.assign(window, {
    Notification: Recorded,
    recorded: () => ({ requests, shown: shown.map(({ title, body, closed }) => ({ title, body, closed })) }),
    clickNotification: (i: number) => shown[i].target.dispatchEvent(new Event('click')),
  });
}
type Recorder = {
  recorded: () => { requests: number; shown: Array<{ title: string; body: string; closed: boolean }> };
  clickNotification: (i: number) => void;
};
const recorded = (page: Page) => page.evaluate(() => (window as unknown as Recorder).recorded());

test('with the permission granted, a direct message pops up a notification that opens it; a muted channel that notifies stays silent', async () => {
  const quiet = await w.createChannel('iago', 'quiet corner');
  await w.subscribe('quiet corner', ['othello']);
  // Muting alone silences it: the channel's own setting asks for notifications.
  const props = await w.as('othello').post('/users/me/subscriptions/properties', {
    subscription_data: JSON.stringify([
      { stream_id: quiet, property: 'desktop_notifications', value: true },
      { stream_id: quiet, property: 'is_muted', value: true },
    ]),
  });
  expect(props.status).toBe(200);
  const context = await w.context();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNotifications);
  const othello = await w.loggedIn('othello', context);
  // Granted: nothing to ask.
  expect(await othello.getByRole('region', { name: 'Desktop notifications' }).count()).toBe(0);

  await w.send('iago', { type: 'stream', to: 'quiet corner', topic: 'hush', content: 'nobody hears this' });
  await w.sendDirect('iago', ['othello'], 'Are you there, **Othello**? :smile:');
  await othello.waitForFunction(() => (window as unknown as Recorder).recorded().shown.length > 0);
  // The channel message came first: had it notified, it would be listed before.
  expect((await recorded(othello)).shown).toEqual([
    { title: 'Iago (to you)', body: 'Are you there, Othello? 😄', closed: false },
  ]);

  await othello.evaluate(() => (window as unknown as Recorder).clickNotification(0));
  await message(othello, 'Are you there').waitFor();
  expect(await othello.evaluate(() => location.hash)).toMatch(/^#narrow\/dm\/\d+-.*\/near\/\d+$/);
  expect((await recorded(othello)).shown[0].closed).toBe(true);
});

test('while the permission is undecided a banner asks for it; closed it returns, "Never ask on this computer" keeps it away', async () => {
  const context = await w.context();
  await context.addInitScript(recordNotifications);
  const cordelia = await w.loggedIn('cordelia', context);
  const banner = cordelia.getByRole('region', { name: 'Desktop notifications' });
  await banner.getByText('zircon needs your permission to enable desktop notifications.').waitFor();
  await banner.getByRole('button', { name: 'Close' }).click();
  await banner.waitFor({ state: 'detached' });

  await cordelia.reload();
  await banner.getByRole('button', { name: 'Enable notifications' }).click();
  await banner.waitFor({ state: 'detached' });
  // The browser asked (and, headless, answered at once).
  expect((await recorded(cordelia)).requests).toBe(1);

  await context.clearPermissions();
  await cordelia.reload();
  await banner.getByRole('button', { name: 'Never ask on this computer' }).click();
  await banner.waitFor({ state: 'detached' });
  await cordelia.reload();
  await cordelia.getByRole('button', { name: 'Log out' }).waitFor();
  expect(await banner.count()).toBe(0);
});

test('an edit that newly mentions one notifies, once; one already mentioned does not again', async () => {
  const context = await w.context();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNotifications);
  const othello = await w.loggedIn('othello', context);
  await openChannel(othello, 'Verona');
  // Iago writes in a topic Othello is not reading: no notification for a plain channel message.
  const id = await w.sendToChannel('iago', 'Denmark', 'casting', 'who plays the Moor?');
  const iago = await w.loggedIn('iago');
  await openChannel(iago, 'Denmark', 'casting');
  await message(iago, 'who plays the Moor?').click();
  await message(iago, 'who plays the Moor?').getByRole('button', { name: 'Edit' }).click();
  const editor = iago.getByRole('textbox', { name: 'Edit message' });
  await editor.fill('who plays the Moor? @**Othello, the Moor of Venice**');
  await editor.press('Control+Enter');
  await othello.waitForFunction(() => (window as unknown as Recorder).recorded().shown.length > 0);
  // A second edit of a message that already mentions him notifies no more.
  expect(
    (
      await w
        .as('iago')
        .patch(`/messages/${id}`, { content: 'who plays the Moor? @**Othello, the Moor of Venice** you' })
    ).status,
  ).toBe(200);
  await w.sendDirect('iago', ['othello'], 'a later word');
  await othello.waitForFunction(() => (window as unknown as Recorder).recorded().shown.length > 1);
  expect((await recorded(othello)).shown.map((n) => n.title)).toEqual(['Iago (#Denmark > casting)', 'Iago (to you)']);
  expect((await recorded(othello)).shown[0].body).toBe('who plays the Moor? @Othello, the Moor of Venice');
});
