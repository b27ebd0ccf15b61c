import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Credentials } from '../session.ts';

/**
 * The form of the login and sign-up pages: a title, the fields, a refusal when there is one, and the
 * submit button, which reads `busyAction` while the server answers. The answer is the credentials
 * to sign in with, or the refusal's message.
 */
export function CredentialsForm({
  titleId,
  title,
  action,
  busyAction,
  request,
  onCredentials,
  children,
}: {
  titleId: string;
  title: string;
  action: string;
  busyAction: string;
  request: () => Promise<Credentials | string>;
  onCredentials: (c: Credentials) => void;
  children: ComponentChildren;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await request();
    setBusy(false);
    if (typeof answer === 'string') setError(answer);
    else onCredentials(answer);
  };

  return (
    <main class="login">
      <form onSubmit={submit} aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? busyAction : action}
        </button>
      </form>
    </main>
  );
}

/** A labelled field of that form: required, or read-only when it has no `onInput`. */
export function Field({
  label,
  name,
  type,
  autoComplete,
  value,
  onInput,
}: {
  label: string;
  name: string;
  type?: 'email' | 'password';
  autoComplete: string;
  value: string;
  onInput?: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={onInput !== undefined}
        readOnly={onInput === undefined}
        value={value}
        onInput={onInput && ((e) => onInput(e.currentTarget.value))}
      />
    </label>
  );
}
