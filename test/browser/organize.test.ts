import type { Page } from 'playwright-core';
import { useSmtpInbox } from '../support/smtp-inbox.ts';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, PHONE, sendFromCompose } from './helpers.ts';

/**
 * Organizing: the channel browser, creating and subscribing, channel settings, muting channels and
 * users — live between two people; joining through an invitation's link.
 */
const env: Record<string, string> = {};
const inbox = useSmtpInbox(env);
const w = useBrowserWorld({ env });

const row = (page: Page, name: string) => page.locator(`[data-browse-channel="${name}"]`);
const sidebarChannel = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Channels and conversations' }).locator(`[data-channel="${name}"]`);

type Sub = { name: string; is_muted: boolean; pin_to_top: boolean; color: string };
const subscriptions = async (user: string) =>
  (await w.as(user).get('/users/me/subscriptions')).body.subscriptions as Sub[];

test('a channel created on a phone appears live in the other browser, which subscribes, is refused what it may not change, mutes and pins it', async () => {
  const hamlet = await w.loggedIn('hamlet', await w.context({ viewport: PHONE }));
  const othello = await w.loggedIn('othello');
  await othello.goto('/#channels/all');
  await row(othello, 'Denmark').waitFor();
  // The browser's chunk came on demand: the first load did not carry it.
  expect(await othello.evaluate(() => location.hash)).toBe('#channels/all');

  // On the phone, from the sidebar's drawer.
  await hamlet.getByRole('button', { name: 'Channels and conversations' }).click();
  await hamlet.getByRole('link', { name: 'Browse channels' }).click();
  await hamlet.getByRole('button', { name: 'Create channel' }).click();
  const form = hamlet.getByRole('form', { name: 'Create a channel' });
  await form.getByLabel('Channel name').fill('lighthouse');
  await form.getByLabel('Description').fill('Beams at night');
  await form.getByLabel('Who can access the channel?').selectOption('public');
  await form.getByRole('button', { name: 'Create' }).click();
  await row(hamlet, 'lighthouse').getByRole('button', { name: 'Unsubscribe from lighthouse' }).waitFor();

  // Othello's open browser shows it without a reload, and he joins.
  await row(othello, 'lighthouse').getByText('Beams at night').waitFor();
  await row(othello, 'lighthouse').getByText('1 subscriber', { exact: true }).waitFor();
  await row(othello, 'lighthouse').getByRole('button', { name: 'Subscribe to lighthouse' }).click();
  await sidebarChannel(othello, 'lighthouse').waitFor();
  await row(hamlet, 'lighthouse').getByText('2 subscribers').waitFor();

  // Its creator administers it: a new name and description reach Othello's sidebar and browser live.
  await row(hamlet, 'lighthouse').getByRole('link', { name: 'Manage #lighthouse' }).click();
  const general = hamlet.getByRole('form', { name: 'Channel settings' });
  await general.getByLabel('Channel name').fill('beacon');
  await general.getByLabel('Description').fill('Bright beams');
  await general.getByRole('button', { name: 'Save changes' }).click();
  await general.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await sidebarChannel(othello, 'beacon').waitFor();
  await row(othello, 'beacon').getByText('Bright beams').waitFor();

  // Othello does not administer it: no general settings, only his own (the server's viewerCanAdminister).
  await row(othello, 'beacon').getByRole('link', { name: 'Manage #beacon' }).click();
  const settings = othello.locator('[data-settings-channel="beacon"]');
  await settings.getByRole('checkbox', { name: 'Mute channel' }).check();
  await settings.getByRole('checkbox', { name: 'Pin channel to top' }).check();
  expect(await othello.getByRole('form', { name: 'Channel settings' }).count()).toBe(0);
  // The boxes show the choice at once; the sidebar follows the server's events, so both have landed once it shows them.
  await othello
    .getByRole('navigation', { name: 'Channels and conversations' })
    .locator('li.muted.pinned')
    .filter({ has: othello.locator('[data-channel="beacon"]') })
    .waitFor();
  const beacon = (await subscriptions('othello')).find((s) => s.name === 'beacon');
  expect(beacon).toMatchObject({ is_muted: true, pin_to_top: true });
  // A pinned channel heads the sidebar.
  const first = othello
    .getByRole('navigation', { name: 'Channels and conversations' })
    .locator('.channels > li')
    .first();
  await first.locator('[data-channel="beacon"]').waitFor();

  // Hamlet makes it private from the same form (a member who may create private channels may); Othello's list shows it.
  await othello.getByRole('link', { name: 'All channels' }).click();
  await general.getByLabel('Who can access the channel?').selectOption('private');
  await general.getByRole('button', { name: 'Save changes' }).click();
  await row(othello, 'beacon').getByText('private', { exact: true }).waitFor();
  const stream = (await w.as('hamlet').get('/streams', { include_all: 'true' })).body.streams as {
    name: string;
    invite_only: boolean;
    description: string;
  }[];
  expect(stream.find((s) => s.name === 'beacon')).toMatchObject({ invite_only: true, description: 'Bright beams' });

  // Leaving on another device: the browser and the sidebar follow.
  await w.as('othello').delete('/users/me/subscriptions', { subscriptions: JSON.stringify(['beacon']) });
  await sidebarChannel(othello, 'beacon').waitFor({ state: 'detached' });
});

test('muting a user from the sender menu hides their messages, here and on the other device; unmuting shows them', async () => {
  await w.send('hamlet', { type: 'stream', to: 'Denmark', topic: 'mutes', content: 'Words, words, words' });
  const othello = await w.loggedIn('othello');
  const phone = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  await openChannel(othello, 'Denmark', 'mutes');
  await phone.goto('/#narrow/channel/' + w.realm.channels.Denmark + '/topic/mutes');
  await message(phone, 'Words, words, words').waitFor();

  await message(othello, 'Words, words, words').getByRole('button', { name: 'King Hamlet' }).click();
  await othello.getByRole('button', { name: 'Mute King Hamlet' }).click();
  const hidden = 'This message was hidden because you have muted the sender.';
  await othello.locator('.message').filter({ hasText: hidden }).first().waitFor();
  await phone.locator('.message').filter({ hasText: hidden }).first().waitFor();
  expect(await message(othello, 'Words, words, words').count()).toBe(0);
  const muted = await w.ts
    .client(w.realm.users.othello)
    .graphql('{ mutedUsersConnection(first: 10) { edges { node { userId } } } }');
  expect(JSON.stringify(muted.data)).toContain(`"userId":${w.realm.users.hamlet.id}`);

  // Revealed on demand, as Zulip does; unmuted, shown everywhere again.
  await othello.locator('.message').filter({ hasText: hidden }).first().getByRole('button', { name: 'Reveal' }).click();
  await message(othello, 'Words, words, words').waitFor();
  await message(othello, 'Words, words, words').getByRole('button', { name: 'King Hamlet' }).click();
  await othello.getByRole('button', { name: 'Unmute King Hamlet' }).click();
  await message(phone, 'Words, words, words').waitFor();
});

test('an invited person follows the mailed /join/ link, sees the organization and the address, signs up, is logged in and writes', async () => {
  const invited = await w.as('iago').post('/invites', {
    invitee_emails: 'newcomer@zulip.com',
    stream_ids: JSON.stringify([w.realm.channels.Denmark]),
  });
  expect(invited.status).toBe(200);
  const mail = inbox.find((m) => m.to.includes('newcomer@zulip.com'))!;
  const link = /https?:\/\/\S+\/join\/([a-z0-9]+)\//.exec(mail.body.replace(/=\r?\n/g, ''))!;
  const realmName = (await w.as('iago').get('/server_settings')).body.realm_name as string;

  const page = await (await w.context()).newPage();
  await page.goto(`/join/${link[1]}/`);
  const form = page.getByRole('form', { name: `Join ${realmName}` });
  expect(await form.getByLabel('Email').inputValue()).toBe('newcomer@zulip.com');
  await form.getByLabel('Full name').fill('Nora Newcomer');
  await form.getByLabel('Password').fill('a-long-secret-1');
  await form.getByRole('button', { name: 'Sign up' }).click();

  // Logged in, at the app's address, in the channel the invitation named.
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await sidebarChannel(page, 'Denmark').waitFor();
  expect(await page.evaluate(() => location.pathname)).toBe('/');
  const account = await w.as('iago').get('/users/newcomer@zulip.com');
  expect(account.body.user).toMatchObject({ full_name: 'Nora Newcomer', role: 400 });
  // And chats.
  await openChannel(page, 'Denmark');
  await sendFromCompose(page, 'Hello from the newcomer', 'introductions');

  // The link is used up: it says so, in Zulip's words.
  const again = await (await w.context()).newPage();
  await again.goto(`/join/${link[1]}/`);
  await again.getByText('Whoops. The confirmation link has expired or been deactivated.').waitFor();
});

test('an administrator on a phone invites by email to a channel as a moderator (the mail arrives), makes a reusable link, resends and revokes', async () => {
  const iago = await w.loggedIn('iago', await w.context({ viewport: PHONE }));
  await iago.goto('/#settings');
  const part = iago.locator('.settings-part').filter({ has: iago.getByRole('heading', { name: 'Invitations' }) });
  const form = iago.getByRole('form', { name: 'Invite users' });
  await form.getByLabel('Emails (one or more, separated by commas or lines)').fill('ophelia@zulip.com');
  await form.getByLabel('Channels they join').selectOption({ label: 'Verona' });
  await form.getByLabel('Invite as').selectOption('MODERATOR');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await form.getByRole('status').filter({ hasText: 'Invitation sent to ophelia@zulip.com' }).waitFor();
  const mailed = () => inbox.filter((m) => m.to.includes('ophelia@zulip.com')).length;
  expect(mailed()).toBe(1);
  const pending = part.locator('[data-invitation="ophelia@zulip.com"]');
  await pending.getByText(/as Moderator, by Iago/).waitFor();
  const invites = (await w.as('iago').get('/invites')).body.invites as { email: string; invited_as: number }[];
  expect(invites.find((i) => i.email === 'ophelia@zulip.com')?.invited_as).toBe(300);

  // Sent again: a second mail.
  await pending.getByRole('button', { name: 'Resend invitation to ophelia@zulip.com' }).click();
  await pending.getByRole('status').filter({ hasText: 'Sent again' }).waitFor();
  expect(mailed()).toBe(2);

  // A reusable link, listed with the invitations; then both revoked.
  await form.getByLabel('Invitation expires after').selectOption('');
  await form.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await form.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/join\/[a-z0-9]+\/$/);
  const reusable = part.locator('[data-invitation="Reusable link"]');
  await reusable.getByText(/never expires/).waitFor();
  await reusable.getByRole('button', { name: 'Revoke link' }).click();
  await reusable.waitFor({ state: 'detached' });
  await pending.getByRole('button', { name: 'Revoke invitation to ophelia@zulip.com' }).click();
  await pending.waitFor({ state: 'detached' });
  expect((await w.as('iago').get('/invites')).body.invites).toEqual([]);
});

test("a sender's card shows who they are and leads to a direct message and their messages; a channel's permissions change live, read-only for a member", async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'cards', content: 'Who goes there?' });
  expect((await w.as('iago').patch('/settings', { timezone: 'Europe/Copenhagen' })).status).toBe(200);
  const field = await w.as('iago').post('/realm/profile_fields', { name: 'Post', field_type: 1 });
  const data = JSON.stringify([{ id: field.body.id, value: 'Ensign' }]);
  expect((await w.as('iago').patch('/users/me/profile_data', { data })).status).toBe(200);
  const hamlet = await w.loggedIn('hamlet');
  await openChannel(hamlet, 'Denmark', 'cards');
  await message(hamlet, 'Who goes there?').getByRole('button', { name: 'Iago' }).click();
  const card = hamlet.getByRole('dialog', { name: 'About Iago' });
  await card.getByText('Administrator').waitFor();
  await card.getByText(/^Local time: /).waitFor();
  await card.getByText('Ensign').waitFor();
  await card.getByRole('button', { name: 'Send a direct message' }).click();
  expect(await hamlet.evaluate(() => location.hash)).toMatch(/^#narrow\/dm\//);
  // The avatar opens the card too.
  await openChannel(hamlet, 'Denmark', 'cards');
  await message(hamlet, 'Who goes there?').locator('.avatar-button').click();
  await hamlet.getByRole('dialog', { name: 'About Iago' }).getByRole('button', { name: 'View messages' }).click();
  expect(await hamlet.evaluate(() => location.hash)).toMatch(/^#narrow\/sender\//);
  await message(hamlet, 'Who goes there?').waitFor();

  // Denmark's permissions: Hamlet reads them; Iago, an administrator, lets only administrators post.
  await hamlet.goto('/#channels/all');
  await row(hamlet, 'Denmark').getByRole('link', { name: 'Manage #Denmark' }).click();
  const shown = hamlet.getByRole('region', { name: 'Channel permissions' });
  await shown.getByText('Who can post to this channel').waitFor();
  expect(await shown.getByRole('combobox').count()).toBe(0);
  const iago = await w.loggedIn('iago', await w.context({ viewport: PHONE }));
  await iago.goto('/#channels/all');
  await row(iago, 'Denmark').getByRole('link', { name: 'Manage #Denmark' }).click();
  const permissions = iago.getByRole('form', { name: 'Channel permissions' });
  await permissions.getByLabel('Who can post to this channel').selectOption({ label: 'Administrators' });
  await permissions.getByRole('button', { name: 'Save permissions' }).click();
  await permissions.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  await shown.locator('div').filter({ hasText: 'Who can post to this channel' }).getByText('Administrators').waitFor();
  const denmark = (await w.as('hamlet').get(`/streams/${w.realm.channels.Denmark}`)).body.stream as {
    can_send_message_group: number;
  };
  const groups = (await w.as('hamlet').get('/user_groups')).body.user_groups as { id: number; name: string }[];
  expect(groups.find((g) => g.id === denmark.can_send_message_group)?.name).toBe('role:administrators');
});
