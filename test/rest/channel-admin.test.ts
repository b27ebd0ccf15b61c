import { useWorld } from '../support/world.ts';
import { watchState } from '../support/event-state.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';

/** Channel administration: PATCH and DELETE /streams/{stream_id}, default channels, the channel's email address. */
const w = useWorld();

type Body = Record<string, unknown>;
const events = () => w.ts.events.map((e) => e.event);
const eventsOf = (type: string) => w.ts.events.filter((e) => e.event.type === type);

let counter = 0;
/** A new public channel created by `by` (who becomes its administrator), subscribed by `by` and hamlet. */
async function channel(by = 'iago', extra: Body = {}): Promise<{ id: number; name: string }> {
  const name = `admin test ${++counter}`;
  const r = await w.as(by).post('/users/me/subscriptions', {
    subscriptions: [{ name }],
    principals: [w.realm.users[by].id, w.realm.users.hamlet.id],
    ...extra,
  } as unknown as Record<string, string>);
  if (r.status !== 200) throw new Error(r.text);
  const id = (await w.as(by).get('/get_stream_id', { stream: name })).body.stream_id as number;
  w.ts.events.length = 0;
  return { id, name };
}

const patch = (user: string, id: number, params: Body) =>
  w.as(user).patch(`/streams/${id}`, params as Record<string, string>);
const errorOf = (r: { status: number; body: Body }) => ({ status: r.status, msg: r.body.msg, code: r.body.code });

/** The newest message in the channel's "channel events" topic. */
async function lastNotice(id: number): Promise<{ sender: string; content: string; topic: string }> {
  const r = await w.as('iago').get('/messages', {
    anchor: 'newest',
    num_before: 1,
    num_after: 0,
    narrow: [{ operator: 'channel', operand: id }],
    apply_markdown: false,
  });
  const [m] = r.body.messages as Array<{ sender_full_name: string; content: string; subject: string }>;
  return { sender: m.sender_full_name, content: m.content, topic: m.subject };
}

const mention = (name: string) => `@_**${name}|${w.realm.users[name.toLowerCase().split(' ').pop() ?? ''].id}**`;

describe('who may administer a channel', () => {
  test.each([
    ['an organization administrator', 'iago', null],
    ['the channel administrator (its creator)', 'hamlet', null],
    [
      'a member who is neither',
      'othello',
      ['CANNOT_ADMINISTER_CHANNEL', 'You do not have permission to administer this channel.'],
    ],
    ['a guest, who cannot even see it', 'polonius', ['BAD_REQUEST', 'Invalid channel ID']],
  ])('%s', async (_label, user, expected) => {
    const { id } = await channel('hamlet');
    const r = await patch(user, id, { description: 'new words' });
    if (expected === null) {
      expect(r.body).toEqual({ result: 'success', msg: '' });
      expect(expectMatchesOpenApi('PATCH', '/streams/{stream_id}', 200, r.body)).toBe(true);
    } else {
      // The description's 400 shapes overlap (oneOf), so its validator refuses every error body.
      expect(errorOf(r)).toEqual({ status: 400, code: expected[0], msg: expected[1] });
      expect(w.ts.events).toEqual([]);
    }
  });

  test('a guest subscribed to the channel sees it but may not administer it', async () => {
    const { id, name } = await channel('hamlet');
    await w.as('hamlet').post('/users/me/subscriptions', {
      subscriptions: [{ name }],
      principals: [w.realm.users.polonius.id],
    } as unknown as Record<string, string>);
    expect(errorOf(await patch('polonius', id, { description: 'x' }))).toMatchObject({
      code: 'CANNOT_ADMINISTER_CHANNEL',
    });
  });

  test('a missing channel, and one of a private channel the user cannot see, are the same error', async () => {
    expect(errorOf(await patch('iago', 999999, { description: 'x' }))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      msg: 'Invalid channel ID',
    });
    expect(errorOf(await patch('hamlet', w.realm.channels['core team'], { description: 'x' }))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      msg: 'Invalid channel ID',
    });
  });

  test('the 405 for another method lists every method of the path', async () => {
    const r = await w.as('iago').post(`/streams/${w.realm.channels.Denmark}`);
    expect(r.body).toEqual({
      result: 'error',
      msg: 'Method Not Allowed',
      allowed_methods: ['DELETE', 'GET', 'HEAD', 'PATCH'],
    });
    const options = await w.ts
      .client()
      .request('OPTIONS', `/streams/${w.realm.channels.Denmark}`, {}, { prefix: '/json' });
    expect(options.headers.get('allow')).toBe('DELETE, GET, HEAD, PATCH');
  });
});

describe('PATCH /streams/{stream_id}', () => {
  test('renaming: the event carries the old name, the Notification Bot says so in "channel events"', async () => {
    const { id, name } = await channel();
    const r = await patch('iago', id, { new_name: '  renamed one  ' });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    const update = eventsOf('stream')[0];
    expect(update.event).toEqual({
      type: 'stream',
      op: 'update',
      stream_id: id,
      name,
      property: 'name',
      value: 'renamed one',
    });
    expect(update.userIds).toContain(w.realm.users.othello.id);
    expect(update.userIds).not.toContain(w.realm.users.polonius.id);
    expect(await lastNotice(id)).toEqual({
      sender: 'Notification Bot',
      topic: 'channel events',
      content: `${mention('Iago')} renamed channel **${name}** to **renamed one**.`,
    });
  });

  test.each([
    [{ new_name: 'Denmark' }, 'Channel name already in use.'],
    [{ new_name: 'denmark' }, 'Channel name already in use.'],
    [{ new_name: '   ' }, "Channel name can't be empty."],
    [{ new_name: 'x'.repeat(61) }, 'Channel name too long (limit: 60 characters).'],
    [{ description: 'x'.repeat(1025) }, 'description is too long (limit: 1024 characters)'],
    [{ topics_policy: 'sometimes' }, 'Invalid topics_policy'],
    [{ is_private: '"yes"' }, 'is_private is not a boolean'],
    [{ is_web_public: true, is_private: true }, 'Invalid parameters'],
    [{ history_public_to_subscribers: false }, 'Invalid parameters'],
    [{ is_web_public: true }, 'Web-public channels are not enabled.'],
    [{ is_archived: false }, 'Channel is not currently deactivated'],
    [{ folder_id: 3 }, 'Invalid channel folder ID'],
    [{ can_send_message_group: { old: 1 } }, 'can_send_message_group["new"] field is missing: Field required'],
  ])('%j → %s, nothing written', async (params, msg) => {
    const { id, name } = await channel();
    const r = await patch('iago', id, { description: 'first', ...params });
    expect(errorOf(r)).toEqual({ status: 400, code: 'BAD_REQUEST', msg });
    expect(w.ts.events).toEqual([]);
    const stream = (await w.as('iago').get(`/streams/${id}`)).body.stream as Body;
    expect(stream).toMatchObject({ name, description: '' });
  });

  test('renaming to the same name', async () => {
    const { id, name } = await channel();
    expect(errorOf(await patch('iago', id, { new_name: name }))).toMatchObject({
      msg: 'Channel already has that name.',
    });
    // Only the case changes: allowed, no uniqueness check against itself.
    expect((await patch('iago', id, { new_name: name.toUpperCase() })).body.result).toBe('success');
  });

  test('description: newlines become spaces, rendered in the event, old and new quoted by the bot', async () => {
    const { id } = await channel();
    await patch('iago', id, { description: 'one\n**two**' });
    expect(eventsOf('stream')[0].event).toMatchObject({
      property: 'description',
      value: 'one **two**',
      rendered_description: '<p>one <strong>two</strong></p>',
    });
    expect((await lastNotice(id)).content).toBe(
      `${mention('Iago')} changed the description for this channel.\n\n* **Old description:**\n\`\`\`\` quote\n*No description.*\n\`\`\`\`\n* **New description:**\n\`\`\`\` quote\none **two**\n\`\`\`\``,
    );
  });

  test('making a public channel private: history follows, non-subscribers stop hearing, the bot tells the policies', async () => {
    const { id } = await channel();
    const r = await patch('iago', id, { is_private: true });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    const [update] = eventsOf('stream');
    expect(update.event).toEqual({
      type: 'stream',
      op: 'update',
      stream_id: id,
      name: expect.any(String),
      property: 'invite_only',
      value: true,
      history_public_to_subscribers: false,
      is_web_public: false,
    });
    const { iago, hamlet, desdemona } = w.realm.users;
    expect(update.userIds).toEqual([desdemona.id, iago.id, hamlet.id].sort((a, b) => a - b));
    expect((await lastNotice(id)).content).toBe(
      `${mention('Iago')} changed the [access permissions](/help/channel-permissions) for this channel from **Public** to **Private, protected history**.`,
    );
    // And back: the others see it appear, with its subscribers.
    w.ts.events.length = 0;
    await patch('iago', id, { is_private: false });
    const kinds = events().map((e) => `${e.type}/${e.op}`);
    expect(kinds.slice(0, 3)).toEqual(['stream/create', 'subscription/peer_add', 'stream/update']);
    expect(w.ts.events[0].userIds).toContain(w.realm.users.othello.id);
    expect(w.ts.events[1].event).toMatchObject({
      stream_ids: [id],
      user_ids: [iago.id, hamlet.id].sort((a, b) => a - b),
    });
  });

  test('a default channel cannot be made private', async () => {
    const { id } = await channel();
    await w.as('iago').post('/default_streams', { stream_id: id });
    expect(errorOf(await patch('iago', id, { is_private: true }))).toMatchObject({
      msg: 'A default channel cannot be private.',
    });
    await w.as('iago').delete('/default_streams', { stream_id: id });
  });

  test('message retention is for owners; the bot states the old and new periods', async () => {
    const { id } = await channel();
    expect(errorOf(await patch('iago', id, { message_retention_days: 30 }))).toEqual({
      status: 400,
      code: 'UNAUTHORIZED_PRINCIPAL',
      msg: 'Must be an organization owner',
    });
    expect(errorOf(await patch('desdemona', id, { message_retention_days: 0 }))).toMatchObject({
      msg: "Bad value for 'message_retention_days': 0",
    });
    expect((await patch('desdemona', id, { message_retention_days: 30 })).body.result).toBe('success');
    expect(eventsOf('stream')[0].event).toMatchObject({ property: 'message_retention_days', value: 30 });
    expect((await lastNotice(id)).content).toBe(
      `${mention('Desdemona')} has changed the [message retention period](/help/message-retention-policy) for this channel:\n* **Old retention period**: Forever\n* **New retention period**: 30 days\n\nMessages in this channel will now be automatically deleted 30 days after they are sent.`,
    );
  });

  test('topics_policy: the event carries its name, the bot its label; the same value is no change', async () => {
    const { id } = await channel();
    await patch('iago', id, { topics_policy: 'disable_empty_topic' });
    expect(eventsOf('stream')[0].event).toMatchObject({ property: 'topics_policy', value: 'disable_empty_topic' });
    expect((await lastNotice(id)).content).toBe(
      `${mention('Iago')} changed the "Allow posting to the *general chat* topic?" setting from **Automatic** to **No *general chat* topic**.`,
    );
    w.ts.events.length = 0;
    await patch('iago', id, { topics_policy: 'disable_empty_topic' });
    expect(w.ts.events).toEqual([]);
  });

  test('group settings: {new, old}; a stale old is refused; can_send_message_group also updates the legacy policy', async () => {
    const { id } = await channel();
    const groups = Object.fromEntries(
      (await w.prisma().userGroup.findMany({ where: { realmId: w.realm.realmId, isSystemGroup: true } })).map((g) => [
        g.name ?? '',
        g.id,
      ]),
    );
    expect(
      errorOf(
        await patch('iago', id, {
          can_send_message_group: { new: groups['role:administrators'], old: groups['role:moderators'] },
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'EXPECTATION_MISMATCH',
      msg: "'old' value does not match the expected value.",
    });
    const r = await patch('iago', id, {
      can_send_message_group: { new: groups['role:administrators'], old: groups['role:everyone'] },
    });
    expect(r.body.result).toBe('success');
    expect(eventsOf('stream').map((e) => [e.event.property, e.event.value])).toEqual([
      ['can_send_message_group', groups['role:administrators']],
      ['stream_post_policy', 2],
      ['is_announcement_only', true],
    ]);
    expect((await lastNotice(id)).content).toBe(
      `${mention('Iago')} changed the [posting permissions](/help/channel-posting-policy) for this channel:\n\n* **Old**: @_*role:everyone*\n* **New**: @_*role:administrators*\n`,
    );
    expect(
      errorOf(await patch('iago', id, { can_administer_channel_group: { new: groups['role:everyone'] } })),
    ).toMatchObject({
      msg: "'can_administer_channel_group' setting cannot be set to 'role:everyone' group.",
    });
  });

  test('giving othello can_administer_channel_group of a private channel shows it to him', async () => {
    const { id } = await channel('iago', { invite_only: true });
    await patch('iago', id, {
      can_administer_channel_group: { new: { direct_members: [w.realm.users.othello.id], direct_subgroups: [] } },
    });
    const kinds = w.ts.events.map((e) => [`${e.event.type}/${e.event.op}`, e.userIds]);
    expect(kinds).toContainEqual(['stream/create', [w.realm.users.othello.id]]);
    expect((await patch('othello', id, { description: 'mine now' })).body.result).toBe('success');
    // Taking it away hides the channel from him again.
    w.ts.events.length = 0;
    await patch('iago', id, {
      can_administer_channel_group: { new: { direct_members: [w.realm.users.iago.id], direct_subgroups: [] } },
    });
    expect(w.ts.events.map((e) => [`${e.event.type}/${e.event.op}`, e.userIds])).toContainEqual([
      'stream/delete',
      [w.realm.users.othello.id],
    ]);
  });

  test('unknown and removed parameters are reported as ignored', async () => {
    const { id } = await channel();
    const r = await patch('iago', id, { description: 'x', stream_post_policy: 2, is_announcement_only: true });
    expect(r.body).toEqual({
      result: 'success',
      msg: '',
      ignored_parameters_unsupported: ['is_announcement_only', 'stream_post_policy'],
    });
  });
});

describe('DELETE /streams/{stream_id} (archiving)', () => {
  test('channel administrators archive; clients hear it in the form they declared; messages stay, sending is refused', async () => {
    const { id, name } = await channel('hamlet');
    const kept = await w.send('hamlet', { type: 'stream', to: name, topic: 'kept', content: 'before' });
    const modern = await watchState(w.as('hamlet'), ['stream'], {
      client_capabilities: { archived_channels: true, notification_settings_null: false },
    });
    const legacy = await watchState(w.as('hamlet'), ['stream']);
    expect(errorOf(await w.as('othello').delete(`/streams/${id}`))).toMatchObject({
      code: 'CANNOT_ADMINISTER_CHANNEL',
    });
    const r = await w.as('hamlet').delete(`/streams/${id}`);
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('DELETE', '/streams/{stream_id}', 200, r.body)).toBe(true);

    const m = await modern.compare();
    expect(m.events.map((e) => `${e.type}/${e.op}/${e.property ?? ''}`)).toEqual(['stream/update/is_archived']);
    expect(m.applied).toEqual(m.fresh);
    const l = await legacy.compare();
    expect(l.events.map((e) => `${e.type}/${e.op}`)).toEqual(['stream/delete']);
    expect(l.applied).toEqual(l.fresh);

    expect((await lastNotice(id)).content).toBe(`Channel #**${name}** has been archived.`);
    const send = await w.as('hamlet').post('/messages', { type: 'stream', to: name, topic: 'x', content: 'after' });
    expect(send.body.msg).toBe(`Not authorized to send to channel '${name}'`);
    expect(errorOf(await w.as('hamlet').delete(`/streams/${id}`))).toMatchObject({
      msg: 'Channel is already deactivated',
    });
    // Its messages stay, read-only.
    expect(await w.prisma().message.count({ where: { id: kept } })).toBe(1);
    expect(errorOf(await w.as('hamlet').patch(`/messages/${kept}`, { content: 'edited' }))).toMatchObject({
      msg: 'Invalid message(s)',
    });
    // The subscription is kept.
    const sub = await w.prisma().subscription.count({
      where: { userId: w.realm.users.hamlet.id, active: true, recipient: { type: 2, typeId: id } },
    });
    expect(sub).toBe(1);
  });

  test('unarchiving with is_archived=false; a default channel stops being one when archived', async () => {
    const { id, name } = await channel();
    await w.as('iago').post('/default_streams', { stream_id: id });
    await w.as('iago').delete(`/streams/${id}`);
    expect(
      (await w.as('iago').get('/streams', { include_default: true, exclude_archived: false })).body.streams,
    ).toContainEqual(expect.objectContaining({ stream_id: id, is_archived: true, is_default: false }));
    w.ts.events.length = 0;
    expect((await patch('iago', id, { is_archived: false })).body.result).toBe('success');
    expect(w.ts.events.map((e) => [`${e.event.type}/${e.event.op}`, e.internal?.forArchivedChannelsClients])).toEqual([
      ['stream/update', true],
      ['stream/create', false],
      ['message/undefined', undefined],
    ]);
    expect((await lastNotice(id)).content).toBe(`Channel #**${name}** has been unarchived.`);
  });

  test('archiving a channel an organization setting names resets it: one realm update_dict to everyone, first', async () => {
    const { id } = await channel('iago', { invite_only: true });
    const other = await channel('iago');
    for (const [setting, value] of [
      ['moderation_request_channel_id', id],
      ['new_stream_announcements_stream_id', id],
      ['signup_announcements_stream_id', other.id],
      ['zulip_update_announcements_stream_id', id],
    ] as const) {
      expect((await w.as('iago').patch('/realm', { [setting]: String(value) })).body.result).toBe('success');
    }
    w.ts.events.length = 0;
    expect((await w.as('iago').delete(`/streams/${id}`)).body.result).toBe('success');
    const realmEvents = eventsOf('realm');
    expect(realmEvents.map((e) => e.event)).toEqual([
      {
        type: 'realm',
        op: 'update_dict',
        property: 'default',
        data: {
          moderation_request_channel_id: -1,
          new_stream_announcements_stream_id: -1,
          zulip_update_announcements_stream_id: -1,
        },
      },
    ]);
    const active = await w.prisma().user.findMany({ where: { realmId: w.realm.realmId, isActive: true } });
    expect(realmEvents[0].userIds).toEqual(active.map((u) => u.id).sort((a, b) => a - b));
    expect(events()[0].type).toBe('realm');
    expect(
      expectMatchesOpenApi('GET', '/events', 200, {
        result: 'success',
        msg: '',
        queue_id: 'q',
        events: [{ id: 0, ...realmEvents[0].event }],
      }),
    ).toBe(true);
    const state = (await w.as('hamlet').post('/register', {})).body;
    expect(state).toMatchObject({
      realm_moderation_request_channel_id: -1,
      realm_new_stream_announcements_stream_id: -1,
      realm_signup_announcements_stream_id: other.id,
      realm_zulip_update_announcements_stream_id: -1,
    });
    // Archiving a channel no setting names sends no realm event.
    w.ts.events.length = 0;
    await w.as('iago').patch('/realm', { signup_announcements_stream_id: '-1' });
    w.ts.events.length = 0;
    await w.as('iago').delete(`/streams/${other.id}`);
    expect(eventsOf('realm')).toEqual([]);
  });
});

describe('default channels', () => {
  test.each([
    ['hamlet', () => w.realm.channels.Denmark, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator'],
    ['iago', () => w.realm.channels['core team'], 'BAD_REQUEST', 'Private channels cannot be made default.'],
    ['iago', () => 999999, 'BAD_REQUEST', 'Invalid channel ID'],
  ])('POST by %s → %s', async (user, target, code, msg) => {
    const r = await w.as(user).post('/default_streams', { stream_id: target() });
    // The description's two error shapes overlap (oneOf), so its validator refuses every 400 body.
    expect(errorOf(r)).toEqual({ status: 400, code, msg });
  });

  test('adding and removing: event to non-guests, register state, is_default, new users join them', async () => {
    const watch = await watchState(w.as('hamlet'), ['default_streams', 'stream', 'subscription']);
    const r = await w.as('iago').post('/default_streams', { stream_id: w.realm.channels.Venice });
    expect(r.body).toEqual({ result: 'success', msg: '' });
    expect(expectMatchesOpenApi('POST', '/default_streams', 200, r.body)).toBe(true);
    const [event] = eventsOf('default_streams');
    expect(event.event).toEqual({ type: 'default_streams', default_streams: [w.realm.channels.Venice] });
    expect(event.userIds).not.toContain(w.realm.users.polonius.id);
    const compared = await watch.compare();
    expect(compared.applied).toEqual(compared.fresh);

    const streams = (await w.as('hamlet').get('/streams', { include_default: true })).body.streams as Body[];
    expect(streams.filter((s) => s.is_default).map((s) => s.stream_id)).toEqual([w.realm.channels.Venice]);
    const guest = await w.as('polonius').post('/register', { fetch_event_types: ['default_streams'] });
    expect(guest.body.realm_default_streams).toEqual([]);

    const created = await w
      .as('desdemona')
      .post('/users', { email: 'fresh@zulip.com', password: 'a-long-password', full_name: 'Fresh' });
    const freshId = created.body.user_id as number;
    const subs = await w
      .prisma()
      .subscription.findMany({ where: { userId: freshId, active: true }, include: { recipient: true } });
    expect(subs.map((s) => s.recipient.typeId)).toEqual([w.realm.channels.Venice]);

    const del = await w.as('iago').delete('/default_streams', { stream_id: w.realm.channels.Venice });
    expect(del.body).toEqual({ result: 'success', msg: '' });
    expect(eventsOf('default_streams').at(-1)?.event).toEqual({ type: 'default_streams', default_streams: [] });
  });
});

describe('GET /streams/{stream_id}/email_address', () => {
  test("Zulip's address form: slugged name, token, show-sender", async () => {
    const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Denmark}/email_address`);
    expect(r.status).toBe(200);
    expect(expectMatchesOpenApi('GET', '/streams/{stream_id}/email_address', 200, r.body)).toBe(true);
    expect(r.body.email).toMatch(/^denmark\.[0-9a-f]{32}\.show-sender@[^:@]+$/);
    const again = await w.as('hamlet').get(`/streams/${w.realm.channels.Denmark}/email_address`);
    expect(again.body.email).toBe(r.body.email);
    const self = await w
      .as('hamlet')
      .get(`/streams/${w.realm.channels.Denmark}/email_address`, { sender_id: w.realm.users.hamlet.id });
    expect(self.body.email).not.toBe(r.body.email);
  });

  test.each([
    ['a user who is not a bot', () => ({ sender_id: w.realm.users.iago.id }), 'No such bot'],
    ['a negative sender', () => ({ sender_id: -1 }), 'sender_id is too small'],
    ['an id beyond any column', () => ({ sender_id: 2147483648 }), 'No such bot'],
  ])('sender_id of %s', async (_l, params, msg) => {
    const r = await w.as('hamlet').get(`/streams/${w.realm.channels.Denmark}/email_address`, params());
    expect(errorOf(r)).toEqual({ status: 400, code: 'BAD_REQUEST', msg });
  });

  test('a channel the user cannot post to by reading is an invalid one', async () => {
    const r = await w.as('hamlet').get(`/streams/${w.realm.channels['core team']}/email_address`);
    expect(errorOf(r)).toEqual({ status: 400, code: 'BAD_REQUEST', msg: 'Invalid channel ID' });
  });
});

test('events applied to register state match a fresh register', async () => {
  const { id, name } = await channel('iago');
  // The channel's first message is sent before watching (first_message_id changes without an event).
  await w.send('iago', { type: 'stream', to: name, topic: 'first', content: 'first' });
  const watch = await watchState(w.as('hamlet'), ['stream', 'subscription', 'default_streams']);
  await patch('iago', id, { new_name: 'state check', description: 'described' });
  await patch('iago', id, { is_private: true });
  await patch('iago', id, { is_private: false });
  await w.as('iago').post('/default_streams', { stream_id: id });
  const { applied, fresh } = await watch.compare();
  expect(applied).toEqual(fresh);
  await w.as('iago').delete('/default_streams', { stream_id: id });
});
