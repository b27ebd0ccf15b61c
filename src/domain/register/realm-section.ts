import { MAX_CHANNEL_DESCRIPTION_LENGTH, MAX_CHANNEL_NAME_LENGTH } from '../channels/names.ts';
import { EMPTY_TOPIC_DISPLAY_NAME, MAX_MESSAGE_LENGTH, MAX_TOPIC_NAME_LENGTH } from '../message-limits.ts';
import { fakeEmailDomain, realmUrl } from '../realm/realm-url.ts';
import { authenticationMethodsForApi, passwordAuthEnabled, realmAuthenticationMethods } from '../realm/authentication-methods.ts';
import { realmIconUrl } from '../realm/server-settings.ts';
import { realmSettingsForApi } from '../realm/settings.ts';
import { PASSWORD_MIN_LENGTH } from '../users/validate.ts';
import { legacyRealmPolicies } from './legacy-policies.ts';
import { supportedPermissionSettings } from './permission-settings-info.ts';
import { serverThumbnailFormats } from '../uploads/thumbnails/formats.ts';
import * as C from './server-constants.ts';
import type { StateContext } from './types.ts';

const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The organization's settings and the server's limits (Zulip's `realm` block of fetch_initial_state_data). */
export async function realmState(ctx: StateContext): Promise<Record<string, unknown>> {
  const { deps, actor } = ctx;
  const r = actor.realm;
  const settings = await realmSettingsForApi(ctx.db, r.settings);
  const url = realmUrl(deps.server, r.stringId);
  const methods = realmAuthenticationMethods(deps.server, r.settings);
  const prefixed = Object.fromEntries(Object.entries(settings).map(([k, v]) => [`realm_${k}`, v]));
  return {
    ...prefixed,
    ...(await legacyRealmPolicies(ctx.db, r.id, r.settings as Record<string, unknown>)),
    realm_name: r.name,
    realm_description: r.description,
    realm_welcome_message_custom_text: '',
    realm_message_retention_days: -1,
    realm_jitsi_server_url: null,
    realm_push_notifications_enabled: false,
    realm_push_notifications_enabled_end_timestamp: null,
    realm_require_e2ee_push_notifications: false,
    realm_authentication_methods: authenticationMethodsForApi(methods),
    max_avatar_file_size_mib: C.MAX_AVATAR_FILE_SIZE_MIB,
    max_file_upload_size_mib: deps.server.maxFileUploadSizeMib,
    max_icon_file_size_mib: C.MAX_ICON_FILE_SIZE_MIB,
    realm_upload_quota_mib: deps.server.uploadQuotaMib,
    realm_icon_url: realmIconUrl(deps.server, r),
    realm_icon_source: 'G',
    realm_logo_url: C.DEFAULT_LOGO_URL,
    realm_logo_source: 'D',
    realm_night_logo_url: C.DEFAULT_LOGO_URL,
    realm_night_logo_source: 'D',
    max_logo_file_size_mib: C.MAX_LOGO_FILE_SIZE_MIB,
    realm_url: url,
    realm_uri: url,
    realm_bot_domain: fakeEmailDomain(deps.server),
    realm_available_video_chat_providers: C.VIDEO_CHAT_PROVIDERS,
    settings_send_digest_emails: true,
    realm_email_auth_enabled: passwordAuthEnabled(methods),
    realm_password_auth_enabled: passwordAuthEnabled(methods),
    server_generation: C.serverGeneration(),
    realm_is_zephyr_mirror_realm: false,
    development_environment: deps.server.devMode,
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
    server_emoji_data_url: `${deps.server.externalUrl}/static/generated/emoji/emoji_api.json`,
    server_needs_upgrade: false,
    event_queue_longpoll_timeout_seconds: C.EVENT_QUEUE_LONGPOLL_TIMEOUT_SECONDS,
    realm_default_external_accounts: C.DEFAULT_EXTERNAL_ACCOUNTS,
    server_jitsi_server_url: C.JITSI_SERVER_URL,
    jitsi_server_url: C.JITSI_SERVER_URL,
    server_can_summarize_topics: false,
    // None of these announcement or moderation channels is configurable yet: -1 means "none".
    realm_moderation_request_channel_id: -1,
    realm_new_stream_announcements_stream_id: -1,
    realm_signup_announcements_stream_id: -1,
    realm_zulip_update_announcements_stream_id: -1,
    max_stream_name_length: MAX_CHANNEL_NAME_LENGTH,
    max_stream_description_length: MAX_CHANNEL_DESCRIPTION_LENGTH,
    max_bulk_new_subscription_messages: C.MAX_BULK_NEW_SUBSCRIPTION_MESSAGES,
    max_topic_length: MAX_TOPIC_NAME_LENGTH,
    max_message_length: MAX_MESSAGE_LENGTH,
    max_channel_folder_name_length: C.MAX_CHANNEL_FOLDER_NAME_LENGTH,
    max_channel_folder_description_length: C.MAX_CHANNEL_FOLDER_DESCRIPTION_LENGTH,
    max_reminder_note_length: C.MAX_REMINDER_NOTE_LENGTH,
    realm_date_created: unixSeconds(r.dateCreated),
    server_presence_ping_interval_seconds: C.PRESENCE_PING_INTERVAL_SECONDS,
    server_presence_offline_threshold_seconds: C.PRESENCE_OFFLINE_THRESHOLD_SECONDS,
    server_typing_started_expiry_period_milliseconds: C.TYPING.startedExpiryMs,
    server_typing_stopped_wait_period_milliseconds: C.TYPING.stoppedWaitMs,
    server_typing_started_wait_period_milliseconds: C.TYPING.startedWaitMs,
    server_supported_permission_settings: supportedPermissionSettings(),
    server_min_deactivated_realm_deletion_days: C.MIN_DEACTIVATED_REALM_DELETION_DAYS,
    server_max_deactivated_realm_deletion_days: null,
    realm_empty_topic_display_name: EMPTY_TOPIC_DISPLAY_NAME,
  };
}

/** realm_billing: only Zulip Cloud has sponsorship requests. */
export async function realmBillingState(): Promise<Record<string, unknown>> {
  return { realm_billing: { has_pending_sponsorship_request: false } };
}
