import { Realm } from './realm.ts';
import { builder } from '../builder.ts';
import type { EventOf } from '../../domain/events/types.ts';
import { opEnum } from './event-enums.ts';
import { REALM_CHANGE_NAMES, REALM_DEFAULT_NAMES } from '../../domain/realm/event-payloads.ts';
import {
  changesOf,
  deliveredRef,
  eventUserFields,
  ResumableEvent,
  SettingChange,
  type ChangeSource,
} from './events-base.ts';
import { UserGroupRef } from './groups.ts';
import { loadGroupForViewer, loadRealmForViewer, loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';
import { pickedUserIds } from '../../domain/profile-fields/types.ts';
import { profileFieldLoader } from '../loaders.ts';
import {
  REALM_BOT_CHANGE_NAMES,
  REALM_USER_CHANGE_NAMES,
  type ProfileValueChange as ProfileValueChangeSource,
} from '../../domain/users/event-payloads.ts';

/** Organization, user, bot and group events, typed, with the changed object as the viewer sees it now. */

const RealmEventOp = opEnum(
  'RealmEventOp',
  ['update', 'update_dict', 'deactivated'],
  'What happened to the organization.',
  {
    update: 'One setting changed.',
    update_dict: 'Several settings changed together.',
    deactivated: 'The organization was deactivated.',
  },
);
const RealmUserEventOp = opEnum(
  'RealmUserEventOp',
  ['add', 'update', 'remove'],
  'What happened to a user of the organization.',
  {
    add: 'A user joined (or became visible to the viewer).',
    update: "A user's profile or role changed.",
    remove: 'A user is no longer visible to the viewer.',
  },
);
const RealmBotEventOp = opEnum(
  'RealmBotEventOp',
  ['add', 'update', 'remove', 'delete'],
  'What happened to a bot the viewer administers or owns.',
  {
    add: 'A bot was created (or the viewer came to own it).',
    update: "A bot's settings changed.",
    remove: 'A bot was deactivated.',
    delete: "A bot is no longer the viewer's to administer.",
  },
);
const UserGroupEventOp = opEnum(
  'UserGroupEventOp',
  ['add', 'update', 'add_members', 'remove_members', 'add_subgroups', 'remove_subgroups', 'remove'],
  'What happened to a user group.',
  {
    add: 'A group was created.',
    update: "A group's name, description, permissions or deactivation changed.",
    add_members: 'Users joined a group.',
    remove_members: 'Users left a group.',
    add_subgroups: 'Groups became subgroups of a group.',
    remove_subgroups: 'Groups stopped being subgroups of a group.',
    remove: 'A group was removed.',
  },
);

type RealmEventSource = EventOf<'realm'>;

/** Typed changes listed by their Zulip names. */
const namedChanges = (changes: object, names: ReadonlyMap<string, string>): ChangeSource[] =>
  Object.entries(changes).map(([key, value]) => ({ property: names.get(key) ?? key, value }));

/** UPDATE for one setting, UPDATE_DICT for several changed together. */
const realmEventOp = (e: RealmEventSource) =>
  e.op === 'deactivated' ? e.op : Object.keys(e.changes).length > 1 ? 'update_dict' : 'update';

export const RealmEvent = deliveredRef<RealmEventSource>('RealmEvent').implement({
  description: 'Organization settings changed (UPDATE one, UPDATE_DICT several), or the organization was deactivated.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: RealmEventOp, resolve: ({ event }) => realmEventOp(event) }),
    changes: t.field({
      description: 'The settings that changed, by their REST names, with their new values (empty for DEACTIVATED).',
      type: [SettingChange],
      resolve: ({ event }) => (event.op === 'update' ? namedChanges(event.changes, REALM_CHANGE_NAMES) : []),
    }),
    realm: t.withAuth({ loggedIn: true }).field({
      type: Realm,
      description: 'The organization as it is now.',
      resolve: (_e, _a, ctx) => loadRealmForViewer(ctx),
    }),
  }),
});

type RealmUserSource = EventOf<'realm_user'>;

const realmUserId = (e: RealmUserSource): number => (e.op === 'add' ? e.user.id : e.userId);

const ProfileValueChange = builder.objectRef<ProfileValueChangeSource>('ProfileValueChange').implement({
  description: "A user's new value of one custom profile field (null: cleared).",
  fields: (t) => ({
    fieldId: t.exposeInt('fieldId', { description: "The custom profile field (Zulip's id)." }),
    value: t.exposeString('value', {
      description:
        'The new value as stored (USER fields: a JSON list of user ids, `userIds` typed); null when it was cleared.',
      nullable: true,
    }),
    userIds: t.withAuth({ loggedIn: true }).intList({
      nullable: true,
      description: "For a USER field: the users picked, by Zulip's id; null for other fields or a cleared value.",
      resolve: async (c, _a, ctx) => pickedUserIds((await profileFieldLoader(ctx).load(c.fieldId))?.type ?? 0, c.value),
    }),
    renderedValue: t.exposeString('renderedValue', {
      description: 'The new value rendered as HTML (for fields that render); null otherwise.',
      nullable: true,
    }),
  }),
});

export const RealmUserEvent = deliveredRef<RealmUserSource>('RealmUserEvent').implement({
  description: 'A user joined the organization, changed (their profile, role, activity), or is no longer visible.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: RealmUserEventOp, resolve: ({ event }) => event.op }),
    ...eventUserFields(t, realmUserId, { user: 'The user as they are now.' }),
    changes: t.field({
      type: [SettingChange],
      description:
        'With UPDATE: the changed fields, by their REST names (a custom profile field value comes as `profileValue`).',
      resolve: ({ event }) => (event.op === 'update' ? namedChanges(event.changes, REALM_USER_CHANGE_NAMES) : []),
    }),
    profileValue: t.field({
      type: ProfileValueChange,
      nullable: true,
      description: 'With UPDATE: the custom profile field value that changed.',
      resolve: ({ event }) => (event.op === 'update' ? (event.profileValue ?? null) : null),
    }),
  }),
});

type RealmBotSource = EventOf<'realm_bot'>;

const botIdOf = (e: RealmBotSource): number => (e.op === 'add' ? e.bot.id : e.botId);

export const RealmBotEvent = deliveredRef<RealmBotSource>('RealmBotEvent').implement({
  description:
    'The bots the user manages (their own; every bot for administrators): added, changed, deactivated (REMOVE), or no longer theirs (DELETE).',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: RealmBotEventOp, resolve: ({ event }) => event.op }),
    botId: t.int({ description: "Zulip's user id of the bot.", resolve: ({ event }) => botIdOf(event) }),
    bot: t.withAuth({ loggedIn: true }).field({
      description: 'The bot; null when the viewer may not see it.',
      type: UserRef,
      nullable: true,
      resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, botIdOf(event)),
    }),
    changes: t.field({
      type: [SettingChange],
      description:
        'With UPDATE: the changed fields, by their REST names; `services` as the typed entries (`{baseUrl, interface, token}` of an outgoing webhook, `{configData}` of an embedded bot).',
      resolve: ({ event }) => (event.op === 'update' ? namedChanges(event.changes, REALM_BOT_CHANGE_NAMES) : []),
    }),
  }),
});

export const RealmUserSettingsDefaultsEvent = deliveredRef<EventOf<'realm_user_settings_defaults'>>(
  'RealmUserSettingsDefaultsEvent',
).implement({
  description: 'A setting new users start with changed.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    change: t.field({
      description: 'The default that changed, by its REST name, with its new value.',
      type: SettingChange,
      resolve: ({ event }) => ({
        property: REALM_DEFAULT_NAMES.get(event.setting) ?? event.setting,
        value: event.value,
      }),
    }),
  }),
});

export const RealmExportConsentEvent = deliveredRef<EventOf<'realm_export_consent'>>(
  'RealmExportConsentEvent',
).implement({
  description: 'To administrators: whether a user allows exports of their private data.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    ...eventUserFields(t, (e) => e.userId),
    consented: t.boolean({ description: 'Whether they now allow it.', resolve: ({ event }) => event.consented }),
  }),
});

type GroupEvent = EventOf<'user_group'>;

const groupId = (e: GroupEvent): number => (e.op === 'add' ? e.group.id : e.groupId);

export const UserGroupEvent = deliveredRef<GroupEvent>('UserGroupEvent').implement({
  description: 'A user group was created, changed, deactivated, or its members or subgroups changed.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    op: t.field({ description: 'What happened.', type: UserGroupEventOp, resolve: ({ event }) => event.op }),
    groupId: t.int({ description: "The group (Zulip's id).", resolve: ({ event }) => groupId(event) }),
    group: t.withAuth({ loggedIn: true }).field({
      type: UserGroupRef,
      nullable: true,
      description: 'The group as it is now.',
      resolve: ({ event }, _a, ctx) => loadGroupForViewer(ctx, groupId(event)),
    }),
    userIds: t.intList({
      nullable: true,
      description: 'With ADD_MEMBERS and REMOVE_MEMBERS: the users added or removed.',
      resolve: ({ event }) => (event.op === 'add_members' || event.op === 'remove_members' ? event.userIds : null),
    }),
    subgroupIds: t.intList({
      nullable: true,
      description: 'With ADD_SUBGROUPS and REMOVE_SUBGROUPS: the groups added or removed.',
      resolve: ({ event }) =>
        event.op === 'add_subgroups' || event.op === 'remove_subgroups' ? event.subgroupIds : null,
    }),
    changes: t.field({
      type: [SettingChange],
      description: 'With UPDATE: the changed fields, by their REST names.',
      resolve: ({ event }) => (event.op === 'update' ? changesOf(event.changes) : []),
    }),
  }),
});
