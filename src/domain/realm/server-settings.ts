import type { Realm } from '../../generated/prisma/client.ts';
import type { ServerInfo } from '../context.ts';
import { devAuthEnabled, passwordAuthEnabled, realmAuthenticationMethods } from './authentication-methods.ts';
import { realmSettingsOf } from './settings.ts';
import { realmUrl } from './realm-url.ts';

export const ZULIP_VERSION = '11.0';
export const ZULIP_FEATURE_LEVEL = 420;
export const ZULIP_MERGE_BASE = '11.0';

/** GET /server_settings: what clients read before they log in. */
export function serverSettings(server: ServerInfo, realm: Realm): Record<string, unknown> {
  const url = realmUrl(server, realm.stringId);
  const settings = realmSettingsOf(realm.settings);
  const methods = realmAuthenticationMethods(server, realm.settings);
  return {
    // Zulip's get_auth_backends_data: what the organization allows, of what the server runs.
    authentication_methods: {
      password: passwordAuthEnabled(methods),
      dev: devAuthEnabled(methods),
      email: passwordAuthEnabled(methods),
      ldap: false,
      remoteuser: false,
      github: false,
      azuread: false,
      gitlab: false,
      apple: false,
      google: false,
      saml: false,
      'openid connect': false,
    },
    external_authentication_methods: [],
    email_auth_enabled: passwordAuthEnabled(methods),
    is_incompatible: false,
    push_notifications_enabled: false,
    require_email_format_usernames: true,
    realm_url: url,
    realm_uri: url,
    realm_name: realm.name,
    realm_icon: `${url}/static/images/logo/zulip-icon-128x128.png`,
    realm_description: realm.description === '' ? '' : `<p>${escapeHtml(realm.description)}</p>`,
    realm_web_public_access_enabled: settings.enable_spectator_access === true,
    zulip_version: ZULIP_VERSION,
    zulip_feature_level: ZULIP_FEATURE_LEVEL,
    zulip_merge_base: ZULIP_MERGE_BASE,
  };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
