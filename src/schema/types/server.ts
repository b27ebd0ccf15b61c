import {
  SERVER_AUTH_BACKENDS,
  type ServerAuthBackend,
  type ServerSettings,
} from '../../domain/realm/server-settings.ts';
import * as realmOps from '../../resolvers/realm.ts';
import { builder } from '../builder.ts';

/** GET /server_settings, typed: what a client reads before it logs in. */

type Methods = ServerSettings['authenticationMethods'];

const fieldName = (backend: ServerAuthBackend): string => backend.replace(/ (\w)/g, (_x, c: string) => c.toUpperCase());

const AuthenticationMethods = builder.objectRef<Methods>('AuthenticationMethods').implement({
  description: 'Which ways of logging in the server offers.',
  fields: (t) =>
    Object.fromEntries(SERVER_AUTH_BACKENDS.map((b) => [fieldName(b), t.boolean({ resolve: (a) => a[b] })])),
});

const ServerSettingsRef = builder.objectRef<ServerSettings>('ServerSettings').implement({
  fields: (t) => ({
    authenticationMethods: t.field({ type: AuthenticationMethods, resolve: (s) => s.authenticationMethods }),
    emailAuthEnabled: t.exposeBoolean('emailAuthEnabled'),
    requireEmailFormatUsernames: t.exposeBoolean('requireEmailFormatUsernames'),
    pushNotificationsEnabled: t.exposeBoolean('pushNotificationsEnabled'),
    isIncompatible: t.exposeBoolean('isIncompatible'),
    realmUrl: t.expose('realmUrl', { type: 'URL' }),
    realmName: t.exposeString('realmName'),
    realmIcon: t.expose('realmIcon', { type: 'URL' }),
    realmDescription: t.exposeString('realmDescription', { description: 'HTML.' }),
    realmWebPublicAccessEnabled: t.exposeBoolean('realmWebPublicAccessEnabled'),
    zulipVersion: t.exposeString('zulipVersion'),
    zulipFeatureLevel: t.exposeInt('zulipFeatureLevel'),
    zulipMergeBase: t.exposeString('zulipMergeBase'),
  }),
});

builder.queryField('serverSettings', (t) =>
  t.field({
    type: ServerSettingsRef,
    description: 'What GET /server_settings returns: versions, organization name and URL, authentication methods.',
    resolve: (_root, _args, ctx) => realmOps.serverSettings(ctx),
  }),
);
