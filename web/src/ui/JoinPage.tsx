import type { Client } from '@urql/core';
import { useEffect, useState } from 'preact/hooks';
import { AcceptInvitationMutation, InvitationPreviewQuery } from '../api/join-operations.ts';
import type { Credentials } from '../session.ts';
import { CredentialsForm, Field } from './CredentialsForm.tsx';

/** What the invitation's link leads to, or why it leads nowhere. */
type Preview = { realmName: string; email: string | null } | { problem: string };

/**
 * The sign-up page of an invitation's `/join/<key>/` link (Zulip's registration form): the
 * organization and the invited address, a name and a password; the new account is logged in.
 * Loaded on demand: only someone following an invitation needs it.
 */
export function JoinPage({
  client,
  invitationKey,
  onJoined,
}: {
  client: Client;
  invitationKey: string;
  onJoined: (c: Credentials) => void;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    void client
      .query(InvitationPreviewQuery, { key: invitationKey })
      .toPromise()
      .then((r) => {
        const p = r.data?.invitationPreview;
        if (p?.__typename === 'InvitationPreview') setPreview({ realmName: p.realmName, email: p.email ?? null });
        else setPreview({ problem: p?.message ?? r.error?.message ?? 'The server did not answer' });
      });
  }, [client, invitationKey]);

  if (!preview) return <p class="loading">Loading…</p>;
  if ('problem' in preview)
    return (
      <main class="login">
        <p class="error" role="alert">
          {preview.problem}
        </p>
      </main>
    );

  const join = async (): Promise<Credentials | string> => {
    const input = { key: invitationKey, fullName, password, ...(preview.email ? {} : { email }) };
    const r = await client.mutation(AcceptInvitationMutation, { input }).toPromise();
    const res = r.data?.acceptInvitation;
    if (res?.__typename === 'AcceptInvitationPayload') return { email: res.email, apiKey: res.apiKey };
    return res && 'message' in res ? res.message : (r.error?.message ?? 'The account could not be created');
  };

  return (
    <CredentialsForm
      titleId="join-title"
      title={`Join ${preview.realmName}`}
      action="Sign up"
      busyAction="Creating your account…"
      request={join}
      onCredentials={onJoined}
    >
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={preview.email || email}
        onInput={preview.email ? undefined : setEmail}
      />
      <Field label="Full name" name="full_name" autoComplete="name" value={fullName} onInput={setFullName} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onInput={setPassword}
      />
    </CredentialsForm>
  );
}
