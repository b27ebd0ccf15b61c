import type { AuthenticationMethods } from '../../domain/realm/authentication-methods.ts';
import type { RealmParamValue } from '../../domain/realm/realm-settings-patch.ts';
import { builder } from '../builder.ts';

/** The organization's login methods: read on Realm, changed through updateRealm's input. */

/** Every backend name Zulip knows (AUTH_BACKEND_NAME_MAP); the server says which it runs. */
const BACKENDS = [
  'Dev',
  'Email',
  'LDAP',
  'AzureAD',
  'Apple',
  'GitHub',
  'GitLab',
  'Google',
  'SAML',
  'OpenID Connect',
] as const;

type Backend = (typeof BACKENDS)[number];
const isBackend = (name: string): name is Backend => (BACKENDS as readonly string[]).includes(name);

const enumKey = (name: string): string => name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

export const AuthenticationBackend = builder.enumType('AuthenticationBackend', {
  description: "A way of logging in, by Zulip's backend name (REST's keys of authentication_methods).",
  values: Object.fromEntries(
    BACKENDS.map((name) => [
      enumKey(name),
      {
        value: name,
        description:
          name === 'Dev' ? 'Development logins (no password), for test servers.' : `Logging in with ${name}.`,
      },
    ]),
  ),
});

interface MethodSource {
  backend: Backend;
  enabled: boolean;
}

export const RealmAuthenticationMethod = builder.objectRef<MethodSource>('RealmAuthenticationMethod').implement({
  description: 'A login method the server runs, and whether the organization allows it (realm_authentication_methods).',
  fields: (t) => ({
    backend: t.field({ type: AuthenticationBackend, description: 'The login method.', resolve: (m) => m.backend }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether the organization allows it.' }),
    available: t.boolean({
      description: 'Always true: no plan restricts a method on this server.',
      resolve: () => true,
    }),
  }),
});

export const methodsList = (methods: AuthenticationMethods): MethodSource[] =>
  Object.entries(methods).flatMap(([backend, enabled]) => (isBackend(backend) ? [{ backend, enabled }] : []));

export const AuthenticationMethodInput = builder.inputType('AuthenticationMethodInput', {
  description: 'Turn one login method on or off (owners only; at least one must stay on).',
  fields: (t) => ({
    backend: t.field({ type: AuthenticationBackend, required: true, description: 'The login method.' }),
    enabled: t.boolean({ required: true, description: 'Whether the organization allows it.' }),
  }),
});

/** updateRealm's `authenticationMethods` → the domain's change (the last entry for a backend wins, as in a JSON object). */
export function authenticationMethodsChange(value: unknown, field: string): RealmParamValue {
  if (!Array.isArray(value)) throw new Error(`${field}: unexpected input value`);
  const change = new Map<string, boolean>();
  for (const item of value as Array<{ backend: string; enabled: boolean }>) change.set(item.backend, item.enabled);
  return change;
}
