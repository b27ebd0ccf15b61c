import { OWN_SETTING_PARAMS } from '../../domain/settings/update-own-settings.ts';
import { userSettingsOf } from '../../domain/settings/user-settings.ts';
import * as settings from '../../resolvers/settings.ts';
import * as users from '../../resolvers/users.ts';
import { builder } from '../builder.ts';
import { mutationErrors } from '../errors.ts';
import { settingsPatchOf, UserSettings, userSettingsInputType } from './realm-settings.ts';
import { UserRef } from './user.ts';

/** One's own settings: `User.settings` (the viewer's only) and the mutation of PATCH /settings. */

builder.objectFields(UserRef, (t) => ({
  settings: t.withAuth({ loggedIn: true }).field({
    type: UserSettings,
    nullable: true,
    description: "The user's personal settings; null for anyone but the viewer.",
    resolve: (u, _a, ctx) => (u.id === ctx.actor.user.id ? userSettingsOf(u.settings) : null),
  }),
}));

const UpdateSettingsInput = userSettingsInputType('UpdateSettingsInput', 'PATCH /settings: the settings to change.', OWN_SETTING_PARAMS, true);

const UpdateSettingsPayload = builder.objectRef<{ ok: true }>('UpdateSettingsPayload').implement({
  fields: (t) => ({ me: t.withAuth({ loggedIn: true }).field({ type: UserRef, description: 'The viewer, changed.', resolve: (_p, _a, ctx) => users.me(ctx) }) }),
});

builder.mutationFields((t) => ({
  updateSettings: t.withAuth({ loggedIn: true }).field({
    type: UpdateSettingsPayload,
    description: "Change one's own settings and name (PATCH /settings).",
    errors: mutationErrors('updateSettings'),
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const fields = input as Record<string, unknown>;
      const fullName = typeof fields.fullName === 'string' ? fields.fullName : undefined;
      await settings.updateOwnSettings(ctx, { fullName, settings: settingsPatchOf(fields, OWN_SETTING_PARAMS) });
      return { ok: true as const };
    },
  }),
}));
