import {
  DomainError,
  ExpectationMismatchError,
  incompatibleParameters,
  SystemGroupRequiredError,
} from '../../domain/errors.ts';
import {
  channelCreationRights,
  type ChannelCreationRights as ChannelCreationRightsModel,
} from '../../domain/channels/viewer-rights.ts';
import { REALM_GROUP_SETTINGS } from '../../domain/realm/permission-settings.ts';
import { MIN_DEACTIVATED_REALM_DELETION_DAYS, type RealmDeactivation } from '../../domain/realm/deactivate-realm.ts';
import type { ReadMessage } from '../../domain/messages/model.ts';
import type { RealmParamValue, RealmSettingsPatch } from '../../domain/realm/realm-settings-patch.ts';
import type { UserSettings as UserSettingsModel } from '../../domain/settings/user-settings.ts';
import { camelCase } from '../../domain/text.ts';
import * as realmOps from '../../resolvers/realm.ts';
import * as nodes from '../../resolvers/nodes.ts';
import { changed, viewerNodes } from '../node-loading.ts';
import { builder } from '../builder.ts';
import { channelLoader, messageByIdLoader } from '../loaders.ts';
import { MessageRef } from './message.ts';
import { Channel } from './channel.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { groupSettingOf, GroupSettingValueRef } from './groups.ts';
import { methodsList, RealmAuthenticationMethod } from './realm-auth-methods.ts';
import {
  camel,
  userSettingsDefaultsPatchOf,
  REALM_INPUT_FIELDS,
  RealmSettings,
  UpdateRealmInput,
  UpdateRealmUserSettingsDefaultsInput,
  UserSettings,
} from './realm-settings.ts';
import { REALM_CHANNEL_SETTINGS } from './realm-channel-settings.ts';
import { REALM_SETTING_DESCRIPTIONS } from '../descriptions/realm-settings.ts';
import { REALM_GROUP_SETTING_DESCRIPTIONS } from '../descriptions/permission-settings.ts';

const ChannelCreationRights = builder.objectRef<ChannelCreationRightsModel>('ChannelCreationRights').implement({
  description: 'Which kinds of channel the viewer may create (subscribe with a new name).',
  fields: (t) => ({
    public: t.exposeBoolean('public', { description: 'A public channel (can_create_public_channel_group).' }),
    private: t.exposeBoolean('private', { description: 'A private channel (can_create_private_channel_group).' }),
    webPublic: t.exposeBoolean('webPublic', {
      description:
        'A web-public channel: the organization allows them and the viewer is in can_create_web_public_channel_group.',
    }),
  }),
});

/** The organization: its profile, typed settings, permission settings and the defaults for new users. */

export const Realm = builder.node(builder.objectRef<realmOps.RealmState>('Realm'), {
  id: { resolve: (r) => r.realmId },
  loadMany: viewerNodes(nodes.realmNodes),
  description: 'The organization: its profile and settings (what POST /register reports as realm_*).',
  fields: (t) => ({
    realmId: t.exposeInt('realmId', { description: "Zulip's id of the organization." }),
    name: t.exposeString('name', { description: REALM_SETTING_DESCRIPTIONS.name }),
    description: t.exposeString('description', { description: REALM_SETTING_DESCRIPTIONS.description }),
    settings: t.field({
      type: RealmSettings,
      description: "The organization's settings other than permissions (those are the group-setting fields here).",
      resolve: (r) => r.settings,
    }),
    maxFileUploadSizeMib: t.int({
      description: 'The largest file an upload may be (MAX_FILE_UPLOAD_SIZE_MIB).',
      resolve: (_r, _a, ctx) => ctx.deps.server.maxFileUploadSizeMib,
    }),
    uploadQuotaMib: t.int({
      nullable: true,
      description: "The organization's upload quota for all its files together (UPLOAD_QUOTA_MIB); null: none.",
      resolve: (_r, _a, ctx) => ctx.deps.server.uploadQuotaMib,
    }),
    authenticationMethods: t.field({
      type: [RealmAuthenticationMethod],
      description: 'The login methods the server runs, and whether the organization allows each.',
      resolve: (r) => methodsList(r.authenticationMethods),
    }),
    viewerCanCreateChannels: t.field({
      type: ChannelCreationRights,
      description: 'Which kinds of channel the viewer may create; none for a spectator.',
      deprecationReason:
        'Use Realm.viewerCan { createPublicChannel createPrivateChannel createWebPublicChannel } (null for a spectator).',
      resolve: (_r, _a, ctx) =>
        ctx.actor
          ? channelCreationRights(ctx.deps.db.prisma, ctx.actor)
          : { public: false, private: false, webPublic: false },
    }),
    ...Object.fromEntries(
      REALM_CHANNEL_SETTINGS.map((c) => [
        c.field,
        t.field({
          type: Channel,
          nullable: true,
          description: c.entity,
          resolve: (r, _a, ctx) => {
            const id = r.settings[camelCase(c.param)];
            return typeof id === 'number' && id >= 0 ? channelLoader(ctx).load(id) : null;
          },
        }),
      ]),
    ),
    userSettingsDefaults: t.field({
      type: UserSettings,
      description: 'The personal settings new users start with.',
      resolve: (r) => r.userSettingsDefaults,
    }),
    ...Object.fromEntries(
      REALM_GROUP_SETTINGS.map((g) => [
        camel(g.name),
        t.field({
          type: GroupSettingValueRef,
          description: REALM_GROUP_SETTING_DESCRIPTIONS[g.name],
          resolve: (r, _a, ctx) => groupSettingOf(ctx, r.settings[camelCase(g.name)]),
        }),
      ]),
    ),
  }),
});

builder.queryField('realm', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: Realm,
    description: 'The organization of the authenticated user.',
    resolve: (_root, _args, ctx) => realmOps.realm(ctx),
  }),
);

interface RealmUpdated {
  realm: realmOps.RealmState;
  changed: string[];
}

const UpdateRealmPayload = builder.objectRef<RealmUpdated>('UpdateRealmPayload').implement({
  description: 'The organization after the change.',
  fields: (t) => ({
    realm: t.field({ type: Realm, description: 'The organization, changed.', resolve: (r) => r.realm }),
    changedSettings: t.stringList({
      description: 'The input fields whose value changed (unchanged values change nothing).',
      resolve: (r) => r.changed,
    }),
  }),
});

const UpdateUserSettingsDefaultsPayload = builder
  .objectRef<{ defaults: UserSettingsModel }>('UpdateUserSettingsDefaultsPayload')
  .implement({
    description: 'The defaults after the change.',
    fields: (t) => ({
      userSettingsDefaults: t.field({
        type: UserSettings,
        description: 'The personal settings new users now start with.',
        resolve: (r) => r.defaults,
      }),
    }),
  });

const DeactivateRealmInput = builder.inputType('DeactivateRealmInput', {
  description: 'POST /realm/deactivate: deactivate the organization (owners only).',
  fields: (t) => ({
    deletionDelayDays: t.int({
      description: `Days until the organization's data is deleted, at least ${MIN_DEACTIVATED_REALM_DELETION_DAYS}; null or omitted: never.`,
    }),
  }),
});

const DeactivateRealmPayload = builder
  .objectRef<RealmDeactivation & { realm: realmOps.RealmState }>('DeactivateRealmPayload')
  .implement({
    description:
      'The organization is deactivated: every request made as one of its users is refused from now on ("This organization has been deactivated"), with this one\'s credentials too.',
    fields: (t) => ({
      realmId: t.exposeInt('realmId', { description: "Zulip's id of the organization." }),
      scheduledDeletionDate: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When its data is to be deleted; null: never.',
        resolve: (d) => d.scheduledDeletionDate,
      }),
      realm: t.field({
        type: Realm,
        description: 'The organization, deactivated (read in the same request, before its credentials stop working).',
        resolve: (d) => d.realm,
      }),
    }),
  });

const GROUP_PARAMS = new Set<string>(REALM_GROUP_SETTINGS.map((g) => g.name));

const TestWelcomeBotCustomMessageInput = builder.inputType('TestWelcomeBotCustomMessageInput', {
  description: 'A custom welcome message to preview.',
  fields: (t) => ({
    welcomeMessageCustomText: t.string({
      required: true,
      description: 'The text, in Zulip Markdown (1 to 8000 characters).',
    }),
  }),
});

const TestWelcomeBotCustomMessagePayload = builder
  .objectRef<{ messageId: number; message: ReadMessage }>('TestWelcomeBotCustomMessagePayload')
  .implement({
    description: 'The Welcome Bot sent the message to you.',
    fields: (t) => ({
      messageId: t.exposeInt('messageId', { description: "The direct message's Zulip id." }),
      sentMessage: t.field({ type: MessageRef, description: 'The direct message.', resolve: (p) => p.message }),
    }),
  });

builder.mutationFields((t) => ({
  testWelcomeBotCustomMessage: t.withAuth({ loggedIn: true }).field({
    type: TestWelcomeBotCustomMessagePayload,
    description:
      'Preview a custom welcome message: the Welcome Bot sends it to you as new users would get it (POST /realm/test_welcome_bot_custom_message); administrators only.',
    errors: mutationErrors('testWelcomeBotCustomMessage'),
    args: {
      input: t.arg({ type: TestWelcomeBotCustomMessageInput, required: true, description: 'The text to send.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const messageId = await realmOps.testWelcomeBotCustomMessage(ctx, input);
      return { messageId, message: changed(await messageByIdLoader(ctx).load(messageId), 'The message') };
    },
  }),
  updateRealm: t.withAuth({ loggedIn: true }).field({
    type: UpdateRealmPayload,
    description: 'Change organization settings (PATCH /realm); administrators, and owners for some settings.',
    errors: mutationErrors('updateRealm', ExpectationMismatchError, SystemGroupRequiredError),
    args: { input: t.arg({ type: UpdateRealmInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      const given: Record<string, RealmParamValue> = {};
      const fieldOf = new Map<string, string>();
      for (const [field, value] of Object.entries(input)) {
        const spec = REALM_INPUT_FIELDS.get(field);
        if (!spec || value === null || value === undefined) continue;
        const key = camelCase(spec.param);
        // A setting named twice (an integer id and its global id) is refused, as any other clash.
        if (given[key] !== undefined) throw incompatibleParameters([fieldOf.get(spec.param) ?? key, field]);
        given[key] = spec.convert(value, field);
        fieldOf.set(spec.param, field);
      }
      // The input's fields are the patch's (camelCase setting names), each converted for its setting's kind.
      const patch = given as RealmSettingsPatch;
      let result;
      try {
        result = await realmOps.updateRealm(ctx, patch);
      } catch (e) {
        // Name the input field a group-setting error is about, in GraphQL's vocabulary.
        if (e instanceof DomainError && e.param === undefined) {
          const param = [...fieldOf.keys()].find((p) => GROUP_PARAMS.has(p) && e.message.includes(`'${p}'`));
          if (param) e.about(fieldOf.get(param) ?? param);
        }
        throw e;
      }
      const fields = new Set(fieldOf.values());
      const changed = Object.keys(result).filter((k) => fields.has(k));
      return { realm: await realmOps.realm(ctx), changed };
    },
  }),
  deactivateRealm: t.withAuth({ loggedIn: true }).field({
    type: DeactivateRealmPayload,
    description:
      'Deactivate the organization (POST /realm/deactivate); owners only. Its users stay as they are, but none can use it any more.',
    errors: mutationErrors('deactivateRealm'),
    args: { input: t.arg({ type: DeactivateRealmInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({
      ...(await realmOps.deactivateRealm(ctx, { deletionDelayDays: input.deletionDelayDays ?? null })),
      realm: await realmOps.realm(ctx),
    }),
  }),
  updateRealmUserSettingsDefaults: t.withAuth({ loggedIn: true }).field({
    type: UpdateUserSettingsDefaultsPayload,
    description: 'Change the settings new users start with (PATCH /realm/user_settings_defaults); administrators only.',
    errors: mutationErrors('updateRealmUserSettingsDefaults'),
    args: { input: t.arg({ type: UpdateRealmUserSettingsDefaultsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      return { defaults: await realmOps.updateUserSettingsDefaults(ctx, userSettingsDefaultsPatchOf(input)) };
    },
  }),
}));
