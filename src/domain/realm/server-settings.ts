import type { Realm } from '../../generated/prisma/client.ts';
import type { ServerInfo } from '../context.ts';
import { devAuthEnabled, passwordAuthEnabled, realmAuthenticationMethods } from './authentication-methods.ts';
import { realmSettingsOf } from './settings.ts';
import { realmUrl } from './realm-url.ts';

export const ZULIP_VERSION = '11.0';
export const ZULIP_FEATURE_LEVEL = 420;
export const ZULIP_MERGE_BASE = '11.0';

/** The login backends Zulip reports in server_settings, in its order. */
export const SERVER_AUTH_BACKENDS = [
  'password',
  'dev',
  'email',
  'ldap',
  'remoteuser',
  'github',
  'azuread',
  'gitlab',
  'apple',
  'google',
  'saml',
  'openid connect',
] as const;

export type ServerAuthBackend = (typeof SERVER_AUTH_BACKENDS)[number];

/** GET /server_settings, typed: what clients read before they log in. */
export interface ServerSettings {
  /** Zulip's get_auth_backends_data: what the organization allows, of what the server runs. */
  authenticationMethods: Readonly<Record<ServerAuthBackend, boolean>>;
  emailAuthEnabled: boolean;
  isIncompatible: boolean;
  pushNotificationsEnabled: boolean;
  requireEmailFormatUsernames: boolean;
  realmUrl: string;
  realmName: string;
  realmIcon: string;
  /** HTML. */
  realmDescription: string;
  realmWebPublicAccessEnabled: boolean;
  zulipVersion: string;
  zulipFeatureLevel: number;
  zulipMergeBase: string;
}

/** The organization's icon: the default one (uploaded icons are not supported). */
export const realmIconUrl = (server: ServerInfo, realm: Realm): string =>
  `${realmUrl(server, realm.stringId)}/static/images/logo/zulip-icon-128x128.png`;

/** GET /server_settings: what clients read before they log in. */
export function serverSettings(server: ServerInfo, realm: Realm): ServerSettings {
  const url = realmUrl(server, realm.stringId);
  const settings = realmSettingsOf(realm.settings);
  const methods = realmAuthenticationMethods(server, realm.settings);
  const password = passwordAuthEnabled(methods);
  return {
    authenticationMethods: {
      password,
      dev: devAuthEnabled(methods),
      email: password,
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
    emailAuthEnabled: password,
    isIncompatible: false,
    pushNotificationsEnabled: false,
    requireEmailFormatUsernames: true,
    realmUrl: url,
    realmName: realm.name,
    realmIcon: realmIconUrl(server, realm),
    realmDescription: realm.description === '' ? '' : `<p>${escapeHtml(realm.description)}</p>`,
    realmWebPublicAccessEnabled: settings.enable_spectator_access === true,
    zulipVersion: ZULIP_VERSION,
    zulipFeatureLevel: ZULIP_FEATURE_LEVEL,
    zulipMergeBase: ZULIP_MERGE_BASE,
  };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
