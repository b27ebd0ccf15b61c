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
    Object.fromEntries(
      SERVER_AUTH_BACKENDS.map((b) => [
        fieldName(b),
        t.boolean({ description: `Whether logging in with Zulip's "${b}" backend is offered.`, resolve: (a) => a[b] }),
      ]),
    ),
});

const ServerSettingsRef = builder.objectRef<ServerSettings>('ServerSettings').implement({
  description:
    "What a client needs before logging in (GET /server_settings): the server's version and the organization's login options.",
  fields: (t) => ({
    authenticationMethods: t.field({
      description: 'Which ways of logging in are offered.',
      type: AuthenticationMethods,
      resolve: (s) => s.authenticationMethods,
    }),
    emailAuthEnabled: t.exposeBoolean('emailAuthEnabled', {
      description: 'Whether logging in with an email address and password is offered.',
    }),
    requireEmailFormatUsernames: t.exposeBoolean('requireEmailFormatUsernames', {
      description: 'Whether login user names must be email addresses (false only with some LDAP setups).',
    }),
    pushNotificationsEnabled: t.exposeBoolean('pushNotificationsEnabled', {
      description: 'Whether the server can send mobile push notifications.',
    }),
    isIncompatible: t.exposeBoolean('isIncompatible', {
      description:
        'Whether the requesting client is too old for this server: always false here (Zulip judges it from the User-Agent).',
    }),
    realmUrl: t.expose('realmUrl', { description: "The organization's URL.", type: 'URL' }),
    realmName: t.exposeString('realmName', { description: "The organization's name." }),
    realmIcon: t.expose('realmIcon', { description: "The URL of the organization's icon.", type: 'URL' }),
    realmDescription: t.exposeString('realmDescription', { description: 'HTML.' }),
    realmWebPublicAccessEnabled: t.exposeBoolean('realmWebPublicAccessEnabled', {
      description: "Whether visitors may read the organization's web-public channels without logging in.",
    }),
    zulipVersion: t.exposeString('zulipVersion', {
      description: 'The Zulip server version this server is compatible with.',
    }),
    zulipFeatureLevel: t.exposeInt('zulipFeatureLevel', {
      description:
        'The Zulip API feature level this server is compatible with (clients check it to know which features exist).',
    }),
    zulipMergeBase: t.exposeString('zulipMergeBase', {
      description: "The Zulip release this server's API follows (Zulip's git merge base).",
    }),
  }),
});

builder.queryField('serverSettings', (t) =>
  t.field({
    type: ServerSettingsRef,
    description: 'What GET /server_settings returns: versions, organization name and URL, authentication methods.',
    resolve: (_root, _args, ctx) => realmOps.serverSettings(ctx),
  }),
);
