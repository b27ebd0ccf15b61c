import * as realmOps from '../../resolvers/realm.ts';
import { builder } from '../builder.ts';

/** GET /server_settings, typed: what a client reads before it logs in. */

type Settings = Record<string, unknown>;

const flag = (v: unknown): boolean => v === true;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const AUTH_METHODS = ['password', 'dev', 'email', 'ldap', 'remoteuser', 'github', 'azuread', 'gitlab', 'apple', 'google', 'saml', 'openid connect'] as const;

const AuthenticationMethods = builder.objectRef<Settings>('AuthenticationMethods').implement({
  description: 'Which ways of logging in the server offers.',
  fields: (t) =>
    Object.fromEntries(AUTH_METHODS.map((m) => [m.replace(/ (\w)/g, (_x, c: string) => c.toUpperCase()), t.boolean({ resolve: (a) => flag(a[m]) })])),
});

const ServerSettings = builder.objectRef<Settings>('ServerSettings').implement({
  fields: (t) => ({
    authenticationMethods: t.field({
      type: AuthenticationMethods,
      resolve: (s) => {
        const methods = s.authentication_methods;
        return typeof methods === 'object' && methods !== null ? Object.fromEntries(Object.entries(methods)) : {};
      },
    }),
    emailAuthEnabled: t.boolean({ resolve: (s) => flag(s.email_auth_enabled) }),
    requireEmailFormatUsernames: t.boolean({ resolve: (s) => flag(s.require_email_format_usernames) }),
    pushNotificationsEnabled: t.boolean({ resolve: (s) => flag(s.push_notifications_enabled) }),
    isIncompatible: t.boolean({ resolve: (s) => flag(s.is_incompatible) }),
    realmUrl: t.string({ resolve: (s) => text(s.realm_url) }),
    realmName: t.string({ resolve: (s) => text(s.realm_name) }),
    realmIcon: t.string({ resolve: (s) => text(s.realm_icon) }),
    realmDescription: t.string({ description: 'HTML.', resolve: (s) => text(s.realm_description) }),
    realmWebPublicAccessEnabled: t.boolean({ resolve: (s) => flag(s.realm_web_public_access_enabled) }),
    zulipVersion: t.string({ resolve: (s) => text(s.zulip_version) }),
    zulipFeatureLevel: t.int({ resolve: (s) => (typeof s.zulip_feature_level === 'number' ? s.zulip_feature_level : 0) }),
    zulipMergeBase: t.string({ resolve: (s) => text(s.zulip_merge_base) }),
  }),
});

builder.queryField('serverSettings', (t) =>
  t.field({
    type: ServerSettings,
    description: 'What GET /server_settings returns: versions, organization name and URL, authentication methods.',
    resolve: (_root, _args, ctx) => realmOps.serverSettings(ctx),
  }),
);
