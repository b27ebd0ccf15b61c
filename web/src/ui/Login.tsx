import type { Client } from '@urql/core';
import { useEffect, useState } from 'preact/hooks';
import { LoginMutation, ServerSettingsQuery } from '../api/login-operations.ts';
import type { Credentials } from '../session.ts';
import { CredentialsForm, Field } from './CredentialsForm.tsx';

/** Email and password, exchanged for an API key with the fetchApiKey mutation. */
export function Login({ client, onLogin }: { client: Client; onLogin: (c: Credentials) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [realm, setRealm] = useState('');
  useEffect(() => {
    void client
      .query(ServerSettingsQuery, {})
      .toPromise()
      .then((r) => setRealm(r.data?.serverSettings.realmName ?? ''));
  }, [client]);

  const logIn = async (): Promise<Credentials | string> => {
    const r = await client.mutation(LoginMutation, { input: { username: email, password } }).toPromise();
    const res = r.data?.fetchApiKey;
    if (res?.__typename === 'FetchApiKeyPayload') return { email: res.email, apiKey: res.apiKey };
    return res && 'message' in res ? res.message : (r.error?.message ?? 'Login failed');
  };

  return (
    <CredentialsForm
      titleId="login-title"
      title={`Log in${realm ? ` to ${realm}` : ''}`}
      action="Log in"
      busyAction="Logging in…"
      request={logIn}
      onCredentials={onLogin}
    >
      <Field label="Email" name="email" type="email" autoComplete="username" value={email} onInput={setEmail} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onInput={setPassword}
      />
    </CredentialsForm>
  );
}
