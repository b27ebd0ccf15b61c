import type { Page } from 'playwright-core';
import { pngImage } from '../support/emoji-images.ts';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, PHONE } from './helpers.ts';

/** The settings page: groups, profile fields and one's values of them, custom emoji; and custom emoji as reactions. */
const w = useBrowserWorld();

const openSettings = async (page: Page) => {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
};

const part = (page: Page, title: string) =>
  page.locator('.settings-part').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

test('an administrator creates a group, a profile field and an emoji; a member fills the field, reacts with the emoji, and is refused an edit', async () => {
  const iago = await w.loggedIn('iago');
  await openSettings(iago);
  expect(await iago.evaluate(() => location.hash)).toBe('#settings');

  // A group with a member, then one more member and a new description.
  const create = iago.getByRole('form', { name: 'Create a group' });
  await create.getByLabel('Name').fill('crew');
  await create.getByLabel('Description').fill('The ship');
  await create.getByLabel('Members').selectOption([String(w.realm.users.hamlet.id)]);
  await create.getByRole('button', { name: 'Create group' }).click();
  const crew = iago.locator('[data-group="crew"]');
  await crew.getByRole('list', { name: 'Members of crew' }).getByText('King Hamlet').waitFor();
  await crew.getByLabel('Add a member to crew').selectOption(String(w.realm.users.othello.id));
  await crew.getByRole('button', { name: 'Add', exact: true }).click();
  await crew.getByRole('button', { name: /^Remove Othello/ }).waitFor();
  await crew.getByRole('button', { name: 'Edit' }).click();
  await crew.getByLabel('Group description').fill('The whole ship');
  await crew.getByRole('button', { name: 'Save' }).click();
  await crew.getByText('The whole ship').waitFor();

  // A choice field, and a text field moved above it.
  const fields = part(iago, 'Profile fields');
  const addField = iago.getByRole('form', { name: 'Add a profile field' });
  await addField.getByLabel('Type').selectOption('SELECT');
  await addField.getByLabel('Field name').fill('Favourite sea');
  await addField.getByLabel('Options, one per line').fill('North Sea\nBaltic');
  await addField.getByRole('button', { name: 'Add field' }).click();
  await fields.locator('[data-field="Favourite sea"]').waitFor();
  await addField.getByLabel('Type').selectOption('SHORT_TEXT');
  await addField.getByLabel('Field name').fill('Ship');
  await addField.getByLabel('Hint').fill('The one you sail');
  await addField.getByRole('button', { name: 'Add field' }).click();
  await fields.getByRole('button', { name: 'Move Ship up' }).click();
  await fields.locator('.settings-item').first().and(iago.locator('[data-field="Ship"]')).waitFor();

  // A custom emoji, uploaded from the form.
  const addEmoji = iago.getByRole('form', { name: 'Add a custom emoji' });
  await addEmoji.getByLabel('Emoji name').fill('anchor_logo');
  await addEmoji
    .getByLabel('Image')
    .setInputFiles({ name: 'anchor.png', mimeType: 'image/png', buffer: await pngImage() });
  await addEmoji.getByRole('button', { name: 'Add emoji' }).click();
  await part(iago, 'Custom emoji').locator('[data-emoji="anchor_logo"] img').waitFor();

  // A member: fills in the fields, may not rename iago's group (the server says so), sees no field administration.
  const msgId = await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'voyage', content: 'We sail at dawn' });
  const hamlet = await w.loggedIn('hamlet');
  await openSettings(hamlet);
  const profile = part(hamlet, 'Your profile');
  await profile.getByLabel('Favourite sea').selectOption({ label: 'Baltic' });
  await profile.getByLabel('Ship').fill('Elsinore');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await profile.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  const hamletCrew = hamlet.locator('[data-group="crew"]');
  await hamletCrew.getByRole('button', { name: 'Edit' }).click();
  await hamletCrew.getByLabel('Group name').fill('mutineers');
  await hamletCrew.getByRole('button', { name: 'Save' }).click();
  expect(await hamletCrew.getByRole('alert').textContent()).toBe('Insufficient permission');
  expect(await part(hamlet, 'Profile fields').count()).toBe(0);

  const me = await w.as('hamlet').get(`/users/${w.realm.users.hamlet.id}`, { include_custom_profile_fields: 'true' });
  const { profile_data } = me.body.user as { profile_data: Record<string, { value: string }> };
  const values = Object.values(profile_data).map((v) => v.value);
  expect(values.sort()).toEqual(['1', 'Elsinore']);

  // Back to chat, and a reaction with the custom emoji from the picker.
  await hamlet.getByRole('button', { name: '← Back to chat' }).click();
  await openChannel(hamlet, 'Denmark', 'voyage');
  await message(hamlet, 'We sail at dawn').click();
  await message(hamlet, 'We sail at dawn').getByRole('button', { name: 'Add reaction' }).click();
  await hamlet.getByRole('dialog', { name: 'Choose an emoji' }).getByRole('button', { name: ':anchor_logo:' }).click();
  await message(hamlet, 'We sail at dawn')
    .getByRole('button', { name: ':anchor_logo: 1' })
    .locator('img.reaction-emoji[alt=":anchor_logo:"]')
    .waitFor();
  const reacted = await w.as('hamlet').get(`/messages/${msgId}`);
  expect((reacted.body.message as { reactions: unknown }).reactions).toEqual([
    expect.objectContaining({ emoji_name: 'anchor_logo', reaction_type: 'realm_emoji' }),
  ]);
});

test("an administrator changes a member's role and the organization's settings, the member's open page follows live; a refused setting says why; users are deactivated and reactivated; bots are created and deactivated", async () => {
  const iago = await w.loggedIn('iago');
  const cordelia = await w.loggedIn('cordelia', await w.context({ viewport: PHONE }));
  await openSettings(iago);
  await openSettings(cordelia);

  // A member reads the organization's settings and its people, with no administration.
  const cordeliaOrg = part(cordelia, 'Organization');
  expect(await cordeliaOrg.getByLabel('Organization name').isDisabled()).toBe(true);
  expect(await cordeliaOrg.getByRole('button', { name: 'Save organization settings' }).count()).toBe(0);
  const cordeliaUsers = part(cordelia, 'Users');
  await cordeliaUsers.locator(`[data-user="${w.realm.users.othello.id}"]`).getByText('Member').waitFor();
  expect(await cordeliaUsers.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
  expect(await cordeliaUsers.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);

  // The administrator renames the organization: the member's page shows it without a reload.
  const org = part(iago, 'Organization');
  await org.getByLabel('Organization name').fill('Elsinore Castle');
  await org.getByLabel('Organization description').fill('A castle in Denmark');
  await org.getByLabel('Time limit for editing messages').selectOption('3600');
  await org.getByRole('button', { name: 'Save organization settings' }).click();
  await org.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  const shownName = await cordeliaOrg.getByLabel('Organization name').elementHandle();
  await cordelia.waitForFunction((el) => (el as HTMLInputElement).value === 'Elsinore Castle', shownName);
  expect(await cordeliaOrg.getByLabel('Organization description').inputValue()).toBe('A castle in Denmark');
  // The app's header follows too (the main events subscription, not only the settings page's).
  await cordelia.locator('strong.realm', { hasText: 'Elsinore Castle' }).waitFor({ state: 'attached' });
  const realm = (await w.as('iago').get('/server_settings')).body;
  expect(realm.realm_name).toBe('Elsinore Castle');
  expect((await w.as('iago').post('/register', {})).body.realm_message_content_edit_limit_seconds).toBe(3600);

  // A setting the server refuses: its reason, in its words, next to the form.
  await org.getByLabel('Who can create public channels').selectOption({ label: 'Everyone, including guests' });
  await org.getByRole('button', { name: 'Save organization settings' }).click();
  await org.getByRole('alert').waitFor();
  expect(await org.getByRole('alert').textContent()).toMatch(/can_create_public_channel_group/);
  expect(await org.getByLabel('Who can create public channels').getAttribute('aria-invalid')).toBe('true');

  // Cordelia is made an administrator: her open page gains the controls.
  const users = part(iago, 'Users');
  await users.getByLabel("Role of Cordelia, Lear's daughter").selectOption('ADMINISTRATOR');
  await cordeliaUsers.getByRole('combobox', { name: 'Role of Othello, the Moor of Venice' }).waitFor();
  expect(await cordeliaOrg.getByLabel('Organization name').isDisabled()).toBe(false);
  const cordeliaRole = (await w.as('iago').get(`/users/${w.realm.users.cordelia.id}`)).body.user as { role: number };
  expect(cordeliaRole.role).toBe(200);

  // Othello deactivated (after confirming), listed with the deactivated, and reactivated.
  await users.getByRole('button', { name: 'Deactivate Othello, the Moor of Venice' }).click();
  await users.getByRole('button', { name: 'Confirm deactivating Othello, the Moor of Venice' }).click();
  await users.locator(`[data-user="${w.realm.users.othello.id}"]`).waitFor({ state: 'detached' });
  expect((await w.as('iago').get(`/users/${w.realm.users.othello.id}`)).body.user).toMatchObject({ is_active: false });
  await users.getByLabel('Show').selectOption('deactivated');
  await users.getByRole('button', { name: 'Reactivate Othello, the Moor of Venice' }).click();
  await users.locator(`[data-user="${w.realm.users.othello.id}"]`).waitFor({ state: 'detached' });
  expect((await w.as('iago').get(`/users/${w.realm.users.othello.id}`)).body.user).toMatchObject({ is_active: true });

  // A bot: created, its key shown (the one the API answers to), deactivated.
  const bots = part(iago, 'Your bots');
  const create = iago.getByRole('form', { name: 'Create a bot' });
  await create.getByLabel('Bot type').selectOption('INCOMING_WEBHOOK');
  await create.getByLabel('Bot name').fill('Harbour hook');
  await create.getByLabel('Bot email (the part before -bot@)').fill('harbour');
  await create.getByRole('button', { name: 'Create bot' }).click();
  const bot = bots.locator('[data-bot="Harbour hook"]');
  await bot.getByText('Incoming webhook').waitFor();
  await bot.getByRole('button', { name: 'Show API key of Harbour hook' }).click();
  const key = await bot.getByRole('textbox', { name: 'API key of Harbour hook' }).inputValue();
  const listed = (await w.as('iago').get('/bots')).body.bots as { full_name: string; api_key: string }[];
  expect(listed.find((b) => b.full_name === 'Harbour hook')?.api_key).toBe(key);
  await bot.getByRole('button', { name: 'Deactivate Harbour hook' }).click();
  await bot.waitFor({ state: 'detached' });
  await users.getByLabel('Show').selectOption('bots');
  await users.getByRole('button', { name: 'Reactivate Harbour hook' }).waitFor();
});
