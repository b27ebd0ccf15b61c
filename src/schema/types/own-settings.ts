import { RateLimitError } from '../../domain/errors.ts';
import {
  OWN_SETTING_PARAMS,
  OWN_SETTINGS_PARAMS,
  type OwnSettingsPatch,
} from '../../domain/account/update-own-settings.ts';
import { holdsAllSettings } from '../../domain/messages/fetch/page-people.ts';
import { readUserSettings } from '../../domain/settings/user-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import * as users from '../../resolvers/users.ts';
import { builder } from '../builder.ts';
import { INPUT_ARG, mutationErrors } from '../errors.ts';
import { settingFieldsOf, UserSettings, userSettingsInputType } from './realm-settings.ts';
import { UserRef } from './user.ts';

/** One's own settings: `User.settings` (the viewer's only) and the mutation of PATCH /settings. */

builder.objectFields(UserRef, (t) => ({
  settings: t.withAuth({ loggedIn: true }).field({
    type: UserSettings,
    nullable: true,
    description: "The user's personal settings; null for anyone but the viewer.",
    // A page's users hold only what others may read of their settings: then the actor's row, read for this request.
    resolve: (u, _a, ctx) =>
      u.id === ctx.actor.user.id ? readUserSettings(holdsAllSettings(u) ? u.settings : ctx.actor.user.settings) : null,
  }),
}));

const UpdateSettingsInput = userSettingsInputType(
  'UpdateSettingsInput',
  'PATCH /settings: the settings to change.',
  OWN_SETTING_PARAMS,
  true,
);

/** updateSettings's input as the domain's patch: its fields (the settings', fullName and timezone) are the patch's keys. */
const ownSettingsPatchOf = (input: Record<string, unknown>): OwnSettingsPatch =>
  // Each field's GraphQL type is its setting's kind (a string for the name and time zone).
  settingFieldsOf(
    input,
    OWN_SETTINGS_PARAMS.map((p) => p.key),
  ) as OwnSettingsPatch;

/** The payload's shape; each mutation has its own type of it. */
const updateSettingsPayloadOf = (name: string, description: string) =>
  builder.objectRef<{ ok: true }>(name).implement({
    description,
    fields: (t) => ({
      me: t
        .withAuth({ loggedIn: true })
        .field({ type: UserRef, description: 'The viewer, changed.', resolve: (_p, _a, ctx) => users.me(ctx) }),
    }),
  });

const UpdateSettingsPayload = updateSettingsPayloadOf('UpdateSettingsPayload', 'The settings were changed.');
const ChangePasswordPayload = updateSettingsPayloadOf('ChangePasswordPayload', 'The password was changed.');

builder.mutationFields((t) => ({
  updateSettings: t.withAuth({ loggedIn: true }).field({
    type: UpdateSettingsPayload,
    description: "Change one's own settings and name (PATCH /settings).",
    errors: mutationErrors('updateSettings'),
    args: { input: t.arg({ type: UpdateSettingsInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await settings.updateOwnSettings(ctx, ownSettingsPatchOf(input));
      return { ok: true as const };
    },
  }),
}));

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'PATCH /settings with old_password and new_password.',
  fields: (t) => ({
    oldPassword: t.string({ required: true, description: 'The current password.' }),
    newPassword: t.string({ required: true, description: "Strong enough by Zulip's measure (zxcvbn)." }),
  }),
});

const ChangeEmailInput = builder.inputType('ChangeEmailInput', {
  description: 'PATCH /settings with email.',
  fields: (t) => ({ email: t.field({ type: 'EmailAddress', required: true, description: 'The new email address.' }) }),
});

const ChangeEmailPayload = builder.objectRef<{ requested: boolean }>('ChangeEmailPayload').implement({
  description:
    'The request was accepted. As in Zulip the address changes only once a confirmation link mailed to the new address is followed; this server sends no mail, so it stays as it is.',
  fields: (t) => ({
    confirmationRequested: t.exposeBoolean('requested', {
      description: 'False when the address given is already the current one.',
    }),
    me: t
      .withAuth({ loggedIn: true })
      .field({ description: 'The viewer.', type: UserRef, resolve: (_p, _a, ctx) => users.me(ctx) }),
  }),
});

builder.mutationFields((t) => ({
  changePassword: t.withAuth({ loggedIn: true }).field({
    type: ChangePasswordPayload,
    description:
      "Change one's own password: the old one must be right (attempts count against the login limit). Other sessions stay signed in.",
    errors: mutationErrors('changePassword', RateLimitError),
    args: { input: t.arg({ type: ChangePasswordInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => {
      await settings.updateOwnSettings(ctx, { oldPassword: input.oldPassword, newPassword: input.newPassword });
      return { ok: true as const };
    },
  }),
  changeEmail: t.withAuth({ loggedIn: true }).field({
    type: ChangeEmailPayload,
    description: "Ask to change one's own address (Zulip's confirmation flow).",
    errors: mutationErrors('changeEmail'),
    args: { input: t.arg({ type: ChangeEmailInput, required: true, description: INPUT_ARG }) },
    resolve: async (_root, { input }, ctx) => ({ requested: await settings.requestEmailChange(ctx, input.email) }),
  }),
}));
