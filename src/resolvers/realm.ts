import { realmAuthenticationMethods, type AuthenticationMethods } from '../domain/realm/authentication-methods.ts';
import { deactivateRealm as deactivate, type RealmDeactivation } from '../domain/realm/deactivate-realm.ts';
import { readRealmSettings, type RealmSettings } from '../domain/realm/settings.ts';
import { serverSettings as settingsOfServer, type ServerSettings } from '../domain/realm/server-settings.ts';
import { updateRealm as update } from '../domain/realm/update-realm.ts';
import type { RealmChanges, RealmSettingsPatch } from '../domain/realm/realm-settings-patch.ts';
import type { FieldsOrReader, InputOrReader } from '../domain/input-reader.ts';
import {
  realmUserSettingsDefaults,
  updateRealmUserSettingsDefaults,
  type UserSettingsDefaultsPatch,
} from '../domain/realm/user-settings-defaults.ts';
import type { UserSettings } from '../domain/settings/user-settings.ts';
import { viewerRealmPermissions, type RealmPermissions } from '../domain/realm/viewer-permissions.ts';
import { sendTestWelcomeBotCustomMessage } from '../domain/onboarding/test-welcome-message.ts';
import type { OperationContext, PublicOperationContext } from './operation-context.ts';

export interface RealmState {
  realmId: number;
  name: string;
  description: string;
  /** Plain settings, and group settings in their API form. */
  settings: RealmSettings;
  userSettingsDefaults: UserSettings;
  /** Backend name → whether the organization allows logging in with it. */
  authenticationMethods: AuthenticationMethods;
}

/** The organization as POST /register describes it. */
export async function realm(ctx: OperationContext): Promise<RealmState> {
  const row = await ctx.deps.db.prisma.realm.findUniqueOrThrow({ where: { id: ctx.realm.id } });
  return {
    realmId: row.id,
    name: row.name,
    description: row.description,
    settings: await readRealmSettings(ctx.deps.db.prisma, row.settings),
    userSettingsDefaults: realmUserSettingsDefaults(row),
    authenticationMethods: realmAuthenticationMethods(ctx.deps.server, row.settings),
  };
}

/** PATCH /realm: the settings in `patch`, read and checked in Zulip's order. */
export const updateRealm = (ctx: OperationContext, patch: FieldsOrReader<RealmSettingsPatch>): Promise<RealmChanges> =>
  update(ctx.deps, ctx.actor, patch);

/** POST /realm/deactivate: owners only; `deletionDelayDays` null keeps the data for ever. */
export const deactivateRealm = (
  ctx: OperationContext,
  input: InputOrReader<{ deletionDelayDays: number | null }>,
): Promise<RealmDeactivation> => deactivate(ctx.deps, ctx.actor, input);

/** PATCH /realm/user_settings_defaults: the defaults new users start with. */
export async function updateUserSettingsDefaults(
  ctx: OperationContext,
  patch: FieldsOrReader<UserSettingsDefaultsPatch>,
): Promise<UserSettings> {
  await updateRealmUserSettingsDefaults(ctx.deps, ctx.actor, patch);
  return (await realm(ctx)).userSettingsDefaults;
}

/** GET /server_settings: what clients read before they log in. */
export const serverSettings = (ctx: PublicOperationContext): ServerSettings =>
  settingsOfServer(ctx.deps.server, ctx.realm);

/** Which of the organization's group permissions the viewer holds; a spectator holds none. */
export const viewerPermissions = async (ctx: PublicOperationContext): Promise<RealmPermissions | null> =>
  ctx.actor === null ? null : viewerRealmPermissions(ctx.deps.db.sql, ctx.actor.realm, ctx.actor.user);

/** The Welcome Bot sends the administrator a custom welcome message to preview; answers its id. */
export const testWelcomeBotCustomMessage = (
  ctx: OperationContext,
  input: InputOrReader<{ welcomeMessageCustomText: string }>,
): Promise<number> => sendTestWelcomeBotCustomMessage(ctx.deps, ctx.actor, input);
