import { MAX_CHANNEL_DESCRIPTION_LENGTH, MAX_CHANNEL_NAME_LENGTH } from '../../domain/channels/names.ts';
import { EMPTY_TOPIC_DISPLAY_NAME, MAX_MESSAGE_LENGTH, MAX_TOPIC_NAME_LENGTH } from '../../domain/message-limits.ts';
import { authenticationMethodsJson } from './realm.ts';
import { REALM_SETTING_KEYS } from '../../domain/realm/settings.ts';
import { supportedPermissionSettings } from '../../domain/register/permission-settings-info.ts';
import type { RealmRegisterState } from '../../domain/register/realm-section.ts';
import * as C from '../../domain/register/server-constants.ts';
import { serverThumbnailFormats } from '../../domain/uploads/thumbnails/formats.ts';
import { PASSWORD_MIN_LENGTH } from '../../domain/users/validate.ts';
import { settingValueJson } from './group-setting-values.ts';

/**
 * register's realm block as Zulip writes it (fetch_initial_state_data's
 * `realm` section), in its key order: the settings as realm_<name>, the
 * legacy policies, then the organization's other facts and the server's.
 */
export function realmStateJson(r: RealmRegisterState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, key } of REALM_SETTING_KEYS) out[`realm_${name}`] = settingValueJson(r.settings[key]);
  return Object.assign(out, {
    realm_create_public_stream_policy: r.legacyPolicies.createPublicStreamPolicy,
    realm_create_private_stream_policy: r.legacyPolicies.createPrivateStreamPolicy,
    realm_create_web_public_stream_policy: r.legacyPolicies.createWebPublicStreamPolicy,
    realm_wildcard_mention_policy: r.legacyPolicies.wildcardMentionPolicy,
    realm_name: r.name,
    realm_description: r.description,
    realm_message_retention_days: -1,
    realm_jitsi_server_url: null,
    realm_push_notifications_enabled: false,
    realm_push_notifications_enabled_end_timestamp: null,
    realm_require_e2ee_push_notifications: false,
    realm_authentication_methods: authenticationMethodsJson(r.authenticationMethods),
    max_avatar_file_size_mib: C.MAX_AVATAR_FILE_SIZE_MIB,
    max_file_upload_size_mib: r.maxFileUploadSizeMib,
    max_icon_file_size_mib: C.MAX_ICON_FILE_SIZE_MIB,
    realm_upload_quota_mib: r.uploadQuotaMib,
    realm_icon_url: r.iconUrl,
    realm_icon_source: 'G',
    realm_logo_url: C.DEFAULT_LOGO_URL,
    realm_logo_source: 'D',
    realm_night_logo_url: C.DEFAULT_LOGO_URL,
    realm_night_logo_source: 'D',
    max_logo_file_size_mib: C.MAX_LOGO_FILE_SIZE_MIB,
    realm_url: r.url,
    realm_uri: r.url,
    realm_bot_domain: r.botDomain,
    realm_available_video_chat_providers: C.VIDEO_CHAT_PROVIDERS,
    settings_send_digest_emails: true,
    realm_email_auth_enabled: r.passwordAuthEnabled,
    realm_password_auth_enabled: r.passwordAuthEnabled,
    server_generation: r.serverGeneration,
    realm_is_zephyr_mirror_realm: false,
    development_environment: r.developmentEnvironment,
    realm_org_type: r.orgType,
    realm_plan_type: 1,
    zulip_plan_is_not_limited: true,
    upgrade_text_for_wide_organization_logo: C.UPGRADE_TEXT_STANDARD,
    password_min_length: PASSWORD_MIN_LENGTH,
    password_max_length: C.PASSWORD_MAX_LENGTH,
    password_min_guesses: C.PASSWORD_MIN_GUESSES,
    server_inline_image_preview: true,
    server_inline_url_embed_preview: true,
    // Uploaded images are not thumbnailed yet, so there are no thumbnail formats to offer.
    server_thumbnail_formats: serverThumbnailFormats(),
    server_avatar_changes_disabled: false,
    server_name_changes_disabled: false,
    server_web_public_streams_enabled: true,
    giphy_rating_options: C.GIPHY_RATING_OPTIONS,
    server_emoji_data_url: r.emojiDataUrl,
    server_needs_upgrade: false,
    event_queue_longpoll_timeout_seconds: C.EVENT_QUEUE_LONGPOLL_TIMEOUT_SECONDS,
    realm_default_external_accounts: C.DEFAULT_EXTERNAL_ACCOUNTS,
    server_jitsi_server_url: C.JITSI_SERVER_URL,
    jitsi_server_url: C.JITSI_SERVER_URL,
    server_can_summarize_topics: false,
    max_stream_name_length: MAX_CHANNEL_NAME_LENGTH,
    max_stream_description_length: MAX_CHANNEL_DESCRIPTION_LENGTH,
    max_bulk_new_subscription_messages: C.MAX_BULK_NEW_SUBSCRIPTION_MESSAGES,
    max_topic_length: MAX_TOPIC_NAME_LENGTH,
    max_message_length: MAX_MESSAGE_LENGTH,
    max_channel_folder_name_length: C.MAX_CHANNEL_FOLDER_NAME_LENGTH,
    max_channel_folder_description_length: C.MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH,
    max_reminder_note_length: C.MAX_REMINDER_NOTE_LENGTH,
    realm_date_created: r.dateCreated,
    server_presence_ping_interval_seconds: C.PRESENCE_PING_INTERVAL_SECONDS,
    server_presence_offline_threshold_seconds: C.PRESENCE_OFFLINE_THRESHOLD_SECONDS,
    server_typing_started_expiry_period_milliseconds: C.TYPING.startedExpiryMs,
    server_typing_stopped_wait_period_milliseconds: C.TYPING.stoppedWaitMs,
    server_typing_started_wait_period_milliseconds: C.TYPING.startedWaitMs,
    server_supported_permission_settings: supportedPermissionSettings(),
    server_min_deactivated_realm_deletion_days: C.MIN_DEACTIVATED_REALM_DELETION_DAYS,
    server_max_deactivated_realm_deletion_days: null,
    realm_empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
  });
}
