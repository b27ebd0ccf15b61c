/**
 * Plain-valued realm settings stored in `realm.settings` (JSON): their wire
 * type, default, and who may change them. Group-valued settings are in
 * permission-settings.ts and also live in `realm.settings` as group ids.
 */
export type RealmSettingKind = 'bool' | 'int' | 'string' | 'time_limit';

export interface RealmSettingDef {
  name: string;
  kind: RealmSettingKind;
  default: boolean | number | string | null;
  /** Zulip requires an owner (not just an administrator) to change it. */
  ownerOnly?: boolean;
  maxLength?: number;
  nonNegative?: boolean;
}

const d = (
  name: string,
  kind: RealmSettingKind,
  def: RealmSettingDef['default'],
  extra: Partial<RealmSettingDef> = {},
): RealmSettingDef => ({ name, kind, default: def, ...extra });

/**
 * In the order of the parameters of Zulip's `update_realm` view (the order
 * errors are found in); time limits accept the JSON string "unlimited" (null).
 */
export const REALM_SETTINGS: readonly RealmSettingDef[] = [
  d('emails_restricted_to_domains', 'bool', false, { ownerOnly: true }),
  d('disallow_disposable_email_addresses', 'bool', true, { ownerOnly: true }),
  d('invite_required', 'bool', true, { ownerOnly: true }),
  d('require_unique_names', 'bool', false),
  d('name_changes_disabled', 'bool', false),
  d('email_changes_disabled', 'bool', false),
  d('avatar_changes_disabled', 'bool', false),
  d('inline_image_preview', 'bool', true),
  d('inline_url_embed_preview', 'bool', false),
  d('message_content_delete_limit_seconds', 'time_limit', 600),
  d('allow_message_editing', 'bool', true),
  d('mandatory_topics', 'bool', false),
  d('message_content_edit_limit_seconds', 'time_limit', 600),
  d('allow_edit_history', 'bool', true),
  d('default_language', 'string', 'en'),
  d('waiting_period_threshold', 'int', 0, { ownerOnly: true, nonNegative: true }),
  d('send_welcome_emails', 'bool', true),
  d('digest_emails_enabled', 'bool', false),
  d('message_content_allowed_in_email_notifications', 'bool', true),
  d('video_chat_provider', 'int', 1),
  d('giphy_rating', 'int', 2),
  d('default_code_block_language', 'string', ''),
  d('digest_weekday', 'int', 1),
  d('enable_spectator_access', 'bool', false),
  d('want_advertise_in_communities_directory', 'bool', false),
  d('enable_read_receipts', 'bool', true),
  d('move_messages_within_stream_limit_seconds', 'time_limit', 604800),
  d('move_messages_between_streams_limit_seconds', 'time_limit', 604800),
  d('enable_guest_user_dm_warning', 'bool', true),
  d('enable_guest_user_indicator', 'bool', true),
  d('topics_policy', 'string', 'allow_empty_topic'),
  d('message_edit_history_visibility_policy', 'string', 'all'),
];

export const REALM_SETTING_BY_NAME = new Map(REALM_SETTINGS.map((s) => [s.name, s]));

export type RealmSettingsValues = Record<string, boolean | number | string | null>;

export function defaultRealmSettings(): RealmSettingsValues {
  return Object.fromEntries(REALM_SETTINGS.map((s) => [s.name, s.default]));
}

/** Realm settings read from the JSON column, with defaults for anything missing. */
export function realmSettingsOf(stored: unknown): RealmSettingsValues & Record<string, unknown> {
  const values = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return { ...defaultRealmSettings(), ...values } as RealmSettingsValues & Record<string, unknown>;
}

export const MAX_REALM_NAME_LENGTH = 40;
export const MAX_REALM_DESCRIPTION_LENGTH = 1000;
