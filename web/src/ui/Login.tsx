import type { Client } from '@urql/core';
import { useEffect, useState } from 'preact/hooks';
import { LoginMutation, ServerSettingsQuery } from '../api/operations.ts';
import type { Credentials } from '../session.ts';

/** Email and password, exchanged for an API key with the fetchApiKey mutation. */
export function Login({ client, onLogin }: { client: Client; onLogin: (c: Credentials) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [realm, setRealm] = useState('');
  useEffect(() => {
    void client
      .query(ServerSettingsQuery, {})
      .toPromise()
      .then((r) => setRealm(r.data?.serverSettings.realmName ?? ''));
  }, [client]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await client.mutation(LoginMutation, { input: { username: email, password } }).toPromise();
    setBusy(false);
    const res = r.data?.fetchApiKey;
    if (res?.__typename === 'FetchApiKeyPayload') onLogin({ email: res.email, apiKey: res.apiKey });
    else setError(res && 'message' in res ? res.message : (r.error?.message ?? 'Login failed'));
  };

  return (
    <main class="login">
      <form onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Log in{realm ? ` to ${realm}` : ''}</h1>
        <label>
          Email
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
