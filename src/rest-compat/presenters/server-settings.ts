import type { ServerSettings } from '../../domain/realm/server-settings.ts';

/** GET /server_settings in Zulip's shape and key order. */
export const serverSettingsJson = (s: ServerSettings): Record<string, unknown> => ({
  authentication_methods: { ...s.authenticationMethods },
  external_authentication_methods: [],
  email_auth_enabled: s.emailAuthEnabled,
  is_incompatible: s.isIncompatible,
  push_notifications_enabled: s.pushNotificationsEnabled,
  require_email_format_usernames: s.requireEmailFormatUsernames,
  realm_url: s.realmUrl,
  realm_uri: s.realmUrl,
  realm_name: s.realmName,
  realm_icon: s.realmIcon,
  realm_description: s.realmDescription,
  realm_web_public_access_enabled: s.realmWebPublicAccessEnabled,
  zulip_version: s.zulipVersion,
  zulip_feature_level: s.zulipFeatureLevel,
  zulip_merge_base: s.zulipMergeBase,
});
