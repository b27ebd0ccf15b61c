import type { Db } from '../context.ts';
import { groupSettingApiValues, type GroupSettingValue } from '../groups/group-setting-value.ts';
import { camelCase, type CamelCase } from '../text.ts';
import { REALM_GROUP_SETTINGS, type RealmGroupSettingName } from './permission-settings.ts';

/**
 * Plain-valued realm settings stored in `realm.settings` (JSON): their wire
 * type, default, and who may change them. Group-valued settings are in
 * permission-settings.ts and also live in `realm.settings` as group ids.
 */
export type RealmSettingKind =
  /** Json[bool] */
  | 'bool'
  /** Json[int], checked further by `allowed` (Zulip's "Invalid <name> <n>") or `nonNegative`. */
  | 'int'
  /** Json[IntEnum]: any other value is "Invalid <name>". */
  | 'enum_int'
  /** A plain string parameter. */
  | 'string'
  /** A plain string naming a Python Enum member (stored as that name). */
  | 'enum_string'
  /** Json[int | str]: seconds > 0, or "unlimited" (stored as null). */
  | 'time_limit';

export interface RealmSettingDef {
  name: string;
  kind: RealmSettingKind;
  default: boolean | number | string | null;
  /** Zulip requires an owner (not just an administrator) to change it. */
  ownerOnly?: boolean;
  nonNegative?: boolean;
  /** The longest text a string setting takes (Zulip's StringConstraints). */
  maxLength?: number;
  /** Allowed ints (int, enum_int). */
  allowed?: readonly number[];
  /** enum_string: the Enum's member names and values. */
  enumValues?: Readonly<Record<string, number>>;
  /** Not a parameter of update_realm: kept in step with another setting, for clients of older versions. */
  derived?: boolean;
  /**
   * A channel of the organization by id, -1 for none (Zulip's channel-valued
   * settings, checked by update_realm): `private` must be a private channel,
   * `content` one the administrator can read (access_stream_by_id).
   */
  channel?: 'private' | 'content';
}

const d = <N extends string, K extends RealmSettingKind>(
  name: N,
  kind: K,
  def: RealmSettingDef['default'],
  extra: Partial<RealmSettingDef> = {},
): RealmSettingDef & { name: N; kind: K } => ({ ...extra, name, kind, default: def });

/** A setting kept in step with another one (not a parameter): typed apart, so RealmSettingsPatch leaves it out. */
const derived = <N extends string>(
  name: N,
  def: boolean,
): RealmSettingDef & { name: N; kind: 'bool'; derived: true } => ({
  name,
  kind: 'bool',
  default: def,
  derived: true,
});

/**
 * In the order of the parameters of Zulip 11's `update_realm` view
 * (alphabetical; the order errors are found in).
 */
export const REALM_SETTINGS = [
  derived('allow_edit_history', true),
  d('allow_message_editing', 'bool', true),
  d('avatar_changes_disabled', 'bool', false),
  d('default_code_block_language', 'string', ''),
  d('default_language', 'string', 'en'),
  d('digest_emails_enabled', 'bool', false),
  d('digest_weekday', 'enum_int', 1, { allowed: [0, 1, 2, 3, 4, 5, 6] }),
  d('disallow_disposable_email_addresses', 'bool', true, { ownerOnly: true }),
  d('email_changes_disabled', 'bool', false),
  d('emails_restricted_to_domains', 'bool', false, { ownerOnly: true }),
  d('enable_guest_user_dm_warning', 'bool', true),
  d('enable_guest_user_indicator', 'bool', true),
  d('enable_read_receipts', 'bool', true),
  d('enable_spectator_access', 'bool', false),
  // Zulip's GIPHY_RATING_OPTIONS: disabled, y, g, pg, pg-13, r.
  d('giphy_rating', 'int', 2, { allowed: [0, 1, 2, 3, 4, 5] }),
  d('inline_image_preview', 'bool', true),
  d('inline_url_embed_preview', 'bool', false),
  d('invite_required', 'bool', true, { ownerOnly: true }),
  derived('mandatory_topics', false),
  d('message_content_allowed_in_email_notifications', 'bool', true),
  d('message_content_delete_limit_seconds', 'time_limit', 600),
  d('message_content_edit_limit_seconds', 'time_limit', 600),
  d('message_edit_history_visibility_policy', 'enum_string', 'all', { enumValues: { all: 1, moves: 2, none: 3 } }),
  // The private channel message reports go to (POST /messages/{id}/report); -1: reporting is off.
  d('moderation_request_channel_id', 'int', -1, { channel: 'private' }),
  d('move_messages_between_streams_limit_seconds', 'time_limit', 604800),
  d('move_messages_within_stream_limit_seconds', 'time_limit', 604800),
  d('name_changes_disabled', 'bool', false),
  // Where the Notification Bot announces new channels (POST /users/me/subscriptions with announce); -1: nowhere.
  d('new_stream_announcements_stream_id', 'int', -1, { channel: 'content' }),
  // Presence is neither recorded nor reported (pings are answered, and ignored).
  d('presence_disabled', 'bool', false),
  d('require_unique_names', 'bool', false),
  d('send_welcome_emails', 'bool', true),
  // Where new users would be announced; -1: nowhere.
  d('signup_announcements_stream_id', 'int', -1, { channel: 'content' }),
  d('topics_policy', 'enum_string', 'allow_empty_topic', {
    enumValues: { allow_empty_topic: 2, disable_empty_topic: 3 },
  }),
  // Video chat providers this server offers: none and Jitsi Meet (Zoom and
  // BigBlueButton need server credentials zircon does not have).
  d('video_chat_provider', 'int', 1, { allowed: [0, 1] }),
  d('waiting_period_threshold', 'int', 0, { ownerOnly: true, nonNegative: true }),
  d('want_advertise_in_communities_directory', 'bool', false),
  // What the Welcome Bot sends new users after its first message (Realm.MAX_REALM_WELCOME_MESSAGE_CUSTOM_TEXT_LENGTH); empty: nothing.
  d('welcome_message_custom_text', 'string', '', { maxLength: 8000 }),
  // Where Zulip's release announcements would be posted; -1: nowhere.
  d('zulip_update_announcements_stream_id', 'int', -1, { channel: 'content' }),
] as const;

/** The settings update_realm takes as parameters, by Zulip's name and kind. */
export type RealmSettingParamDef = Exclude<(typeof REALM_SETTINGS)[number], { derived: true }>;

/** What each kind of setting holds. */
export interface RealmSettingKindValue {
  bool: boolean;
  int: number;
  enum_int: number;
  string: string;
  enum_string: string;
  /** Seconds, or null for no limit. */
  time_limit: number | null;
}

export const REALM_SETTING_BY_NAME = new Map<string, RealmSettingDef>(REALM_SETTINGS.map((s) => [s.name, s]));

export type RealmSettingsValues = Record<string, boolean | number | string | null>;

// Built once: realm settings are read on most requests.
const DEFAULT_REALM_SETTINGS: Readonly<RealmSettingsValues> = Object.freeze(
  Object.fromEntries(REALM_SETTINGS.map((s) => [s.name, s.default])),
);

export function defaultRealmSettings(): RealmSettingsValues {
  return { ...DEFAULT_REALM_SETTINGS };
}

/** Realm settings read from the JSON column, with defaults for anything missing. */
export function realmSettingsOf(stored: unknown): RealmSettingsValues & Record<string, unknown> {
  const values = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return { ...DEFAULT_REALM_SETTINGS, ...values } as RealmSettingsValues & Record<string, unknown>;
}

export const MAX_REALM_NAME_LENGTH = 40;
export const MAX_REALM_DESCRIPTION_LENGTH = 1000;

/**
 * A realm's settings as clients see them: each plain setting, and each group
 * setting in its API form (a group id, or members and subgroups), under its
 * camelCase name (Zulip's `digest_weekday` is `digestWeekday`).
 */
export type RealmSettings = Readonly<
  { [D in (typeof REALM_SETTINGS)[number] as CamelCase<D['name']>]: RealmSettingKindValue[D['kind']] } & {
    [G in RealmGroupSettingName as CamelCase<G>]: GroupSettingValue;
  }
>;

/** Every setting's Zulip name and its key in RealmSettings: the plain settings, then the group settings. */
export const REALM_SETTING_KEYS: ReadonlyArray<{ name: string; key: keyof RealmSettings }> = [
  ...REALM_SETTINGS.map((s) => ({ name: s.name, key: camelCase(s.name) })),
  ...REALM_GROUP_SETTINGS.map((g) => ({ name: g.name, key: camelCase(g.name) })),
];

/** A realm's plain settings and group settings (in API form), as clients see them. */
export async function readRealmSettings(db: Db, stored: unknown): Promise<RealmSettings> {
  const settings = realmSettingsOf(stored);
  const ids = REALM_GROUP_SETTINGS.map((g) => Number(settings[g.name]));
  const values = await groupSettingApiValues(db, ids);
  const result: Record<string, unknown> = {};
  for (const s of REALM_SETTINGS) result[camelCase(s.name)] = settings[s.name];
  for (const g of REALM_GROUP_SETTINGS) result[camelCase(g.name)] = values.get(Number(settings[g.name]));
  // The stored JSON holds each setting's kind of value (update_realm checks them), with defaults for the rest.
  return result as RealmSettings;
}
