import { badRequest } from '../../domain/errors.ts';
import { realmSettingsForApi } from '../../domain/realm/settings.ts';
import { updateRealm, type ParamReader } from '../../domain/realm/update-realm.ts';
import {
  realmUserSettingsDefaults,
  updateRealmUserSettingsDefaults,
} from '../../domain/realm/user-settings-defaults.ts';
import { builder } from '../builder.ts';
import { zulipErrors } from '../errors.ts';

interface RealmView {
  id: number;
  name: string;
  description: string;
  settings: Record<string, unknown>;
  userSettingsDefaults: Record<string, unknown>;
}

const setting = (name: string) => (r: RealmView) => r.settings[name];

const Realm = builder.objectRef<RealmView>('Realm').implement({
  description: 'The organization: its profile and settings (what POST /register reports as realm_*).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    allowMessageEditing: t.boolean({ resolve: (r) => r.settings.allow_message_editing === true }),
    messageContentEditLimitSeconds: t.int({
      nullable: true,
      description: 'Null means no limit.',
      resolve: (r) => r.settings.message_content_edit_limit_seconds as number | null,
    }),
    moveMessagesWithinStreamLimitSeconds: t.int({
      nullable: true,
      resolve: (r) => r.settings.move_messages_within_stream_limit_seconds as number | null,
    }),
    moveMessagesBetweenStreamsLimitSeconds: t.int({
      nullable: true,
      resolve: (r) => r.settings.move_messages_between_streams_limit_seconds as number | null,
    }),
    canResolveTopicsGroup: t.field({
      type: 'JSON',
      description: 'A group-setting value: a group id or {direct_members, direct_subgroups}.',
      resolve: setting('can_resolve_topics_group'),
    }),
    canMoveMessagesBetweenChannelsGroup: t.field({ type: 'JSON', resolve: setting('can_move_messages_between_channels_group') }),
    canMoveMessagesBetweenTopicsGroup: t.field({ type: 'JSON', resolve: setting('can_move_messages_between_topics_group') }),
    settings: t.field({
      type: 'JSON',
      description: "Every setting by Zulip's name (e.g. waiting_period_threshold, can_create_groups).",
      resolve: (r) => r.settings,
    }),
    userSettingsDefaults: t.field({
      type: 'JSON',
      description: 'The personal settings new users start with (realm_user_settings_defaults).',
      resolve: (r) => r.userSettingsDefaults,
    }),
  }),
});

builder.queryField('realm', (t) =>
  t.field({
    type: Realm,
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      const realm = await ctx.deps.db.prisma.realm.findUniqueOrThrow({ where: { id: ctx.realm.id } });
      return {
        id: realm.id,
        name: realm.name,
        description: realm.description,
        settings: await realmSettingsForApi(ctx.deps.db.prisma, realm.settings),
        userSettingsDefaults: realmUserSettingsDefaults(realm),
      };
    },
  }),
);

const GroupSettingChangeInput = builder.inputType('GroupSettingChangeInput', {
  description: "A group-setting change: `new` value and, optionally, the `old` value expected to be current.",
  fields: (t) => ({
    new: t.field({ type: 'JSON', required: true }),
    old: t.field({ type: 'JSON' }),
  }),
});

/** Typed input fields and the Zulip parameter each one is. */
const TYPED_FIELDS = {
  name: 'name',
  description: 'description',
  allowMessageEditing: 'allow_message_editing',
  messageContentEditLimitSeconds: 'message_content_edit_limit_seconds',
  moveMessagesWithinStreamLimitSeconds: 'move_messages_within_stream_limit_seconds',
  moveMessagesBetweenStreamsLimitSeconds: 'move_messages_between_streams_limit_seconds',
  canResolveTopicsGroup: 'can_resolve_topics_group',
  canMoveMessagesBetweenChannelsGroup: 'can_move_messages_between_channels_group',
  canMoveMessagesBetweenTopicsGroup: 'can_move_messages_between_topics_group',
} as const;

const UpdateRealmInput = builder.inputType('UpdateRealmInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    allowMessageEditing: t.boolean(),
    messageContentEditLimitSeconds: t.field({ type: 'JSON', description: 'Seconds (> 0) or "unlimited".' }),
    moveMessagesWithinStreamLimitSeconds: t.field({ type: 'JSON', description: 'Seconds (> 0) or "unlimited".' }),
    moveMessagesBetweenStreamsLimitSeconds: t.field({ type: 'JSON', description: 'Seconds (> 0) or "unlimited".' }),
    canResolveTopicsGroup: t.field({ type: GroupSettingChangeInput }),
    canMoveMessagesBetweenChannelsGroup: t.field({ type: GroupSettingChangeInput }),
    canMoveMessagesBetweenTopicsGroup: t.field({ type: GroupSettingChangeInput }),
    settings: t.field({
      type: 'JSON',
      description: "Any other PATCH /realm parameter by Zulip's name, with its JSON value (group settings as {new, old}).",
    }),
  }),
});

/** Parameters from a JSON object; names never read are reported like REST's ignored_parameters_unsupported. */
function objectParams(values: Record<string, unknown>): { read: ParamReader; ignored: () => string[] } {
  const read = new Set<string>();
  return {
    read: (name) => {
      read.add(name);
      return values[name];
    },
    ignored: () => Object.keys(values).filter((k) => !read.has(k)).sort(),
  };
}

function asObject(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${name} is not a dict`);
  return value as Record<string, unknown>;
}

interface UpdateResult {
  changed: Record<string, unknown>;
  ignoredParametersUnsupported: string[];
}

const UpdateRealmResult = builder.objectRef<UpdateResult>('UpdateRealmResult').implement({
  fields: (t) => ({
    changed: t.field({
      type: 'JSON',
      description: 'What changed, as PATCH /realm answers (strings as "updated").',
      resolve: (r) => r.changed,
    }),
    ignoredParametersUnsupported: t.exposeStringList('ignoredParametersUnsupported'),
  }),
});

builder.mutationField('updateRealm', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: UpdateRealmResult,
    description: 'Change organization settings (PATCH /realm).',
    errors: zulipErrors,
    args: { input: t.arg({ type: UpdateRealmInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const values: Record<string, unknown> = { ...asObject(input.settings, 'settings') };
      for (const [field, param] of Object.entries(TYPED_FIELDS)) {
        const v = input[field as keyof typeof TYPED_FIELDS];
        if (v !== undefined && v !== null) values[param] = v;
      }
      const params = objectParams(values);
      const changed = await updateRealm(ctx.deps, ctx.actor, params.read);
      return { changed, ignoredParametersUnsupported: params.ignored() };
    },
  }),
);

const UpdateDefaultsResult = builder
  .objectRef<{ ignoredParametersUnsupported: string[] }>('UpdateRealmUserSettingsDefaultsResult')
  .implement({ fields: (t) => ({ ignoredParametersUnsupported: t.exposeStringList('ignoredParametersUnsupported') }) });

builder.mutationField('updateRealmUserSettingsDefaults', (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: UpdateDefaultsResult,
    description: 'Change the settings new users start with (PATCH /realm/user_settings_defaults); keys are Zulip setting names.',
    errors: zulipErrors,
    args: { input: t.arg({ type: 'JSON', required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const params = objectParams(asObject(input, 'input'));
      await updateRealmUserSettingsDefaults(ctx.deps, ctx.actor, params.read);
      return { ignoredParametersUnsupported: params.ignored() };
    },
  }),
);
