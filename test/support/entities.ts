import { pngImage } from './emoji-images.ts';
import type { World } from './world.ts';

/**
 * Makers of one entity of each identified GraphQL type, each answering the
 * global `id` its list query gives the user who made it (`by`).
 */
export interface MadeEntity {
  by: string;
  id: string;
}

const newest = <T>(list: T[]): T => list[list.length - 1];
/** A connection's nodes, in its order. */
const nodesOf = (c: { edges: Array<{ node: { id: string } & Record<string, unknown> }> }) => c.edges.map((e) => e.node);

export function entityMakers(w: World) {
  /** The `id` a list query gives `user` for what it picks. */
  const listed = async (user: string, query: string, pick: (data: Record<string, any>) => { id: string }) => {
    const r = await w.as(user).graphql(query);
    expect(r.errors).toBeUndefined();
    return { by: user, id: pick(r.data as Record<string, any>).id };
  };
  const ok = async (answer: Promise<{ status: number }>) => expect((await answer).status).toBe(200);
  let n = 0;
  const unique = (prefix: string) => `${prefix}${++n}`;

  return {
    Draft: async (): Promise<MadeEntity> => {
      await w.createDrafts('hamlet', [{ type: 'stream', to: [w.realm.channels.Denmark], topic: 'n', content: 'x' }]);
      return listed('hamlet', '{ drafts { id } }', (d) => newest(d.drafts));
    },
    ScheduledMessage: async (): Promise<MadeEntity> => {
      await ok(
        w.as('hamlet').post('/scheduled_messages', {
          type: 'stream',
          to: String(w.realm.channels.Denmark),
          topic: 'later',
          content: unique('made '),
          // 2100-01-01: whatever the world's clock says, still in the future.
          scheduled_delivery_timestamp: '4102444800',
        }),
      );
      return listed('hamlet', '{ scheduledMessagesConnection(last: 1) { edges { node { id } } } }', (d) =>
        newest(nodesOf(d.scheduledMessagesConnection)),
      );
    },
    Reminder: async (): Promise<MadeEntity> => {
      const messageId = await w.sendToChannel('hamlet', 'Denmark', unique('remind me '));
      // 2100-01-01, as above.
      await ok(w.as('hamlet').post('/reminders', { message_id: messageId, scheduled_delivery_timestamp: 4102444800 }));
      return listed('hamlet', '{ remindersConnection(last: 1) { edges { node { id } } } }', (d) =>
        newest(nodesOf(d.remindersConnection)),
      );
    },
    Invitation: async (): Promise<MadeEntity> => {
      const email = `${unique('invited')}@example.com`;
      await ok(w.as('iago').post('/invites', { invitee_emails: email, stream_ids: '[]' }));
      return listed('iago', '{ invitationsConnection(last: 1) { edges { node { id email } } } }', (d) => {
        const [made] = nodesOf(d.invitationsConnection);
        expect(made.email).toBe(email);
        return made;
      });
    },
    InvitationLink: async (): Promise<MadeEntity> => {
      await ok(w.as('iago').post('/invites/multiuse', { stream_ids: '[]' }));
      return listed('iago', '{ invitationsConnection(last: 1) { edges { node { id isMultiuse } } } }', (d) =>
        newest(nodesOf(d.invitationsConnection).filter((i) => i.isMultiuse)),
      );
    },
    PushDevice: async (): Promise<MadeEntity> => {
      await ok(w.as('hamlet').post('/users/me/android_gcm_reg_id', { token: unique('made-token-') }));
      return listed('hamlet', '{ pushDevices { id } }', (d) => newest(d.pushDevices));
    },
    SavedSnippet: async (): Promise<MadeEntity> => {
      await ok(w.as('hamlet').post('/saved_snippets', { title: unique('s'), content: 'x' }));
      return listed('hamlet', '{ savedSnippets { id } }', (d) => newest(d.savedSnippets));
    },
    Attachment: async (): Promise<MadeEntity> => {
      await w.upload('hamlet', 'made.txt', 'x');
      return listed('hamlet', '{ attachments { attachments { id } } }', (d) => d.attachments.attachments[0]);
    },
    Bot: async (): Promise<MadeEntity> => {
      const name = unique('made');
      await w.createBot('hamlet', `Bot ${name}`, name);
      return listed('hamlet', '{ bots { id } }', (d) => newest(d.bots));
    },
    Linkifier: async (): Promise<MadeEntity> => {
      const prefix = unique('made');
      await ok(
        w.as('iago').post('/realm/filters', {
          pattern: `#${prefix}(?P<id>[0-9]+)`,
          url_template: `https://${prefix}.example.com/{id}`,
        }),
      );
      return listed('iago', '{ linkifiers { id } }', (d) => newest(d.linkifiers));
    },
    RealmPlayground: async (): Promise<MadeEntity> => {
      const name = unique('made');
      await ok(
        w.as('iago').post('/realm/playgrounds', {
          name,
          pygments_language: 'Python',
          url_template: `https://${name}.example.com/{code}`,
        }),
      );
      return listed('iago', '{ realmPlaygrounds { id } }', (d) => newest(d.realmPlaygrounds));
    },
    RealmExport: async (): Promise<MadeEntity> => {
      await ok(w.as('iago').post('/export/realm'));
      return listed('iago', '{ realmExportsConnection(last: 1) { edges { node { id } } } }', (d) =>
        newest(nodesOf(d.realmExportsConnection)),
      );
    },
    CustomProfileField: async (): Promise<MadeEntity> => {
      await ok(w.as('iago').post('/realm/profile_fields', { name: unique('Made '), field_type: '1' }));
      return listed('iago', '{ customProfileFields { id } }', (d) => newest(d.customProfileFields));
    },
    RealmEmoji: async (): Promise<MadeEntity> => {
      const name = unique('made_emoji_');
      const file = [{ field: 'f1', body: await pngImage(20, 20), type: 'image/png', name: 'e.png' }];
      await ok(w.as('iago').multipart(`/realm/emoji/${name}`, file));
      return listed('iago', '{ realmEmoji { id name } }', (d) =>
        d.realmEmoji.find((e: { name: string }) => e.name === name),
      );
    },
    DefaultChannelGroup: async (): Promise<MadeEntity> => {
      const group = { group_name: unique('made'), description: 'd', stream_names: JSON.stringify(['Denmark']) };
      await ok(w.as('iago').post('/default_stream_groups/create', group));
      return listed('iago', '{ defaultChannelGroups { id } }', (d) => newest(d.defaultChannelGroups));
    },
    Message: async (): Promise<MadeEntity> => {
      const id = await w.sendToChannel('iago', 'Denmark', 'made');
      return listed('iago', `{ message(messageId: ${id}) { id } }`, (d) => d.message);
    },
    UserGroup: async (): Promise<MadeEntity> => {
      const id = await w.createGroup('iago', unique('made group '), ['hamlet']);
      return listed('iago', `{ userGroup(groupId: ${id}) { id } }`, (d) => d.userGroup);
    },
    Channel: async (): Promise<MadeEntity> => {
      const id = await w.createChannel('iago', unique('made channel '));
      return listed('iago', `{ channel(channelId: ${id}) { id } }`, (d) => d.channel);
    },
    User: async (): Promise<MadeEntity> => {
      const u = await w.createUser(unique('Made User '));
      return listed('iago', `{ user(userId: ${u.id}) { id } }`, (d) => d.user);
    },
  };
}
