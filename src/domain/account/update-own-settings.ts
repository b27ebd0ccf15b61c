import { prismaReader } from '../../db/sql.ts';
import type { Actor } from '../actor.ts';
import { announcePresenceToggle } from '../presence/update-presence.ts';
import { inTransaction, type Deps, type Tx } from '../context.ts';
import { badRequest } from '../errors.ts';
import type { AddressedEvent } from '../events/types.ts';
import { dropAllDrafts } from '../drafts/drafts.ts';
import { checkHumanUser } from '../users/human-users.ts';
import { fakeEmailDomain } from '../realm/realm-url.ts';
import { realmSettingsOf } from '../realm/settings.ts';
import type { SettingValue } from '../realm/user-settings-defaults.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';
import { camelCase, type CamelCase } from '../text.ts';
import { emitRealmUserUpdate } from '../users/events.ts';
import { userIdsWhoCanAccess } from '../users/user-access.ts';
import { visibilitiesSeenBy, type UserRow } from '../users/format.ts';
import { isAdmin } from '../roles.ts';
import { checkFullNameInRealm } from '../users/validate.ts';
import { checkSetting, checkSettingsValues } from '../settings/check-setting.ts';
import { canonicalTimezone, isKnownTimezone } from '../settings/locale-data.ts';
import { checkEmailChangeRequest, checkPasswordChange } from './own-account.ts';
import { userSettingEvents } from '../settings/setting-events.ts';
import { exportConsentEvent } from '../users/export-consent-event.ts';
import {
  EmailVisibility,
  USER_SETTING_DEFS,
  USER_SETTINGS,
  userSettingsOf,
  type UserSettingDef,
  type UserSettingKindValue,
} from '../settings/user-settings.ts';

/** The settings PATCH /settings takes, in Zulip's (alphabetical) parameter order. */
export const OWN_SETTING_PARAMS: readonly UserSettingDef[] = [...USER_SETTINGS].sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
);

/** json_change_settings's plain string parameters besides the settings. */
const ACCOUNT_PARAMS = ['email', 'full_name', 'new_password', 'old_password', 'timezone'] as const;

type OwnSettingDef = (typeof USER_SETTING_DEFS)[number];
type AccountKey = CamelCase<(typeof ACCOUNT_PARAMS)[number]>;

/**
 * A PATCH /settings change: each setting under its camelCase name (Zulip's
 * `enter_sends` is `enterSends`), typed by its kind, and the account's name,
 * address, passwords and time zone as text. Transports decode their wire
 * values; the rules on the values are updateOwnSettings's.
 */
export type OwnSettingsPatch = Readonly<
  { [D in OwnSettingDef as CamelCase<D['name']>]?: UserSettingKindValue[D['kind']] } & {
    [K in AccountKey]?: string;
  }
>;

/** A parameter of PATCH /settings: its name, its key in OwnSettingsPatch and, for a setting, its definition. */
export type OwnSettingsParam =
  | { name: string; key: CamelCase<OwnSettingDef['name']>; setting: UserSettingDef }
  | { name: string; key: AccountKey; setting?: undefined };

/** json_change_settings's parameters in Zulip's (alphabetical) order: the account's text between the settings by name. */
export const OWN_SETTINGS_PARAMS: readonly OwnSettingsParam[] = [
  ...USER_SETTING_DEFS.map((setting): OwnSettingsParam => ({
    name: setting.name,
    key: camelCase(setting.name),
    setting,
  })),
  ...ACCOUNT_PARAMS.map((name): OwnSettingsParam => ({ name, key: camelCase(name) })),
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** On this endpoint every string choice is checked by a validator (a value error), unlike the realm defaults'. */
const VALUE_ERROR_CHOICES = new Set(['emojiset', 'web_home_view', 'web_animate_image_previews']);

/** check_timezone: an IANA name zoneinfo knows (a link is stored as its zone). */
function checkOwnTimezone(timezone: string): string {
  if (!isKnownTimezone(timezone)) throw badRequest('timezone is not a recognized time zone').about('timezone');
  return timezone;
}

/** Bots have no settings page (Zulip's human_users_only). */
const mayChangeOwnSettings = (actor: Actor): void => checkHumanUser(actor);

/**
 * PATCH /settings (Zulip's json_change_settings): bots are refused before any
 * parameter is read; then each parameter is read and checked in Zulip's
 * order, then the rules across settings, the old and new passwords, and an
 * address change request; then, in one transaction, the new password, the
 * name (silently kept when the realm disables name changes for
 * non-administrators), each changed setting with do_change_user_setting's
 * events and the effects a setting has elsewhere, and the time zone.
 */
export async function updateOwnSettings(
  deps: Deps,
  actor: Actor,
  input: FieldsOrReader<OwnSettingsPatch>,
): Promise<void> {
  mayChangeOwnSettings(actor);
  const given: Array<[string, SettingValue]> = [];
  const account: { [K in AccountKey]?: string } = {};
  for (const param of OWN_SETTINGS_PARAMS) {
    if (param.setting !== undefined) {
      const value = readField(input, param.key);
      if (value !== undefined) given.push([param.name, checkSetting(param.setting, value, VALUE_ERROR_CHOICES)]);
      continue;
    }
    const text = readField(input, param.key);
    if (text !== undefined) account[param.key] = param.key === 'timezone' ? checkOwnTimezone(text) : text;
  }
  const { timezone } = account;
  const values = new Map(given);
  checkSettingsValues(values);
  // Zulip writes the password before it looks at the address and the name;
  // here every check comes first, so a request with a bad value changes nothing.
  const passwordHash =
    account.newPassword === undefined
      ? undefined
      : await checkPasswordChange(deps, actor, account.oldPassword, account.newPassword);
  if (account.email !== undefined) await checkEmailChangeRequest(deps, actor, account.email);
  await inTransaction(deps, async (tx, emit) => {
    let user = await tx.user.findUniqueOrThrow({ where: { id: actor.user.id } });
    await tx.$queryRawUnsafe('SELECT id FROM user_profile WHERE id = $1 FOR UPDATE', user.id);
    // Other sessions and the API key stay valid, as in Zulip.
    if (passwordHash !== undefined) await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    const nameLocked = realmSettingsOf(actor.realm.settings).name_changes_disabled === true && !isAdmin(user.role);
    if (account.fullName !== undefined && account.fullName !== user.fullName && !nameLocked) {
      const name = await checkFullNameInRealm(tx, actor.realm, account.fullName, user.id);
      if (name !== user.fullName) {
        user = await tx.user.update({ where: { id: user.id }, data: { fullName: name } });
        await emitRealmUserUpdate(tx, user, { fullName: name }, emit);
      }
    }
    const stored = userSettingsOf(user.settings);
    const visibilityBefore = Number(stored.email_address_visibility);
    const changed = given.filter(([name, value]) => stored[name] !== value);
    if (changed.length > 0) {
      for (const [name, value] of changed) stored[name] = value;
      user = await tx.user.update({ where: { id: user.id }, data: { settings: stored } });
      for (const [property, value] of changed) userSettingEvents(actor.realm.id, user, property, value).forEach(emit);
      if (changed.some(([name]) => name === 'email_address_visibility'))
        await applyEmailVisibility(deps, tx, emit, user, visibilityBefore);
      const consent = changed.find(([name]) => name === 'allow_private_data_export');
      if (consent !== undefined) emit(await exportConsentEvent(tx, user, consent[1] === true));
      if (changed.some(([name, value]) => name === 'enable_drafts_synchronization' && value === false))
        await dropAllDrafts(tx, user.id);
      const presence = changed.find(([name]) => name === 'presence_enabled');
      if (presence !== undefined) {
        await announcePresenceToggle(
          prismaReader(tx),
          emit,
          actor.realm,
          user,
          presence[1] === true,
          deps.clock.now(),
          deps.server.guestAccessLimitsPresence,
        );
      }
    }
    // Zulip compares the name as sent, then stores its canonical zone.
    if (timezone !== undefined && timezone !== user.timezone) {
      const zone = canonicalTimezone(timezone);
      user = await tx.user.update({ where: { id: user.id }, data: { timezone: zone } });
      userSettingEvents(actor.realm.id, user, 'timezone', zone).forEach(emit);
      await emitRealmUserUpdate(tx, user, { email: user.email, timezone: zone }, emit);
    }
  });
}

/**
 * Zulip's do_change_user_setting for email_address_visibility: the address
 * others see becomes the real one or `user<id>@<host>`, announced to everyone;
 * the real address goes to those who may see it now and could not before
 * (null to those who could and no longer may).
 */
async function applyEmailVisibility(
  deps: Deps,
  tx: Tx,
  emit: (e: AddressedEvent) => void,
  user: UserRow,
  before: number,
): Promise<void> {
  const visibility = Number(userSettingsOf(user.settings).email_address_visibility);
  const email =
    visibility === EmailVisibility.EVERYONE ? user.deliveryEmail : `user${user.id}@${fakeEmailDomain(deps.server)}`;
  if (email !== user.email) {
    user = await tx.user.update({ where: { id: user.id }, data: { email } });
    await emitRealmUserUpdate(tx, user, { newEmail: email }, emit);
  }
  // Only those who can access the user hear of it (a guest limited by can_access_all_users_group may not).
  const audience = new Set(await userIdsWhoCanAccess(prismaReader(tx), user));
  const others = (
    await tx.user.findMany({
      where: { realmId: user.realmId, isActive: true, NOT: { id: user.id } },
      select: { id: true, role: true },
    })
  ).filter((o) => audience.has(o.id));
  const sees = (role: number, v: number) => visibilitiesSeenBy(role).includes(v);
  const seeing = others.filter((o) => sees(o.role, visibility) && !sees(o.role, before)).map((o) => o.id);
  const notSeeing = others.filter((o) => !sees(o.role, visibility) && sees(o.role, before)).map((o) => o.id);
  if (seeing.length > 0) await emitRealmUserUpdate(tx, user, { deliveryEmail: user.deliveryEmail }, emit, seeing);
  if (notSeeing.length > 0) await emitRealmUserUpdate(tx, user, { deliveryEmail: null }, emit, notSeeing);
}

/** PATCH /settings with only an address: whether a change was asked for (see checkEmailChangeRequest). */
export async function requestEmailChange(deps: Deps, actor: Actor, email: string): Promise<boolean> {
  mayChangeOwnSettings(actor);
  return checkEmailChangeRequest(deps, actor, email);
}
