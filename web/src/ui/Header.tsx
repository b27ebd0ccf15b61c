import { useState } from 'preact/hooks';
import type { LinkState } from '../api/client.ts';
import { UpdateStatusMutation } from '../api/users-operations.ts';
import { errorOf, useApp } from './context.ts';
import { SearchBox } from './SearchBox.tsx';

/** The top bar: the organization, the connection's state, one's status, and logging out. */
export function Header({ link, onLogout, onMenu }: { link: LinkState; onLogout: () => void; onMenu: () => void }) {
  const { client, state, notify } = useApp();
  const me = state.users.get(state.meId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');

  const saveStatus = async (e: Event) => {
    e.preventDefault();
    const r = await client.mutation(UpdateStatusMutation, { input: { statusText: text } }).toPromise();
    const err = errorOf(r.data?.updateUserStatus, r.error);
    if (err) notify(err);
    else setEditing(false);
  };

  return (
    <header class="header">
      <button class="menu-button" type="button" aria-label="Channels and conversations" onClick={onMenu}>
        ☰
      </button>
      <strong class="realm">{state.realmName}</strong>
      <SearchBox />
      <span class={`link link-${link}`} role="status" aria-live="polite" data-state={link}>
        {link === 'online' ? 'Connected' : link === 'connecting' ? 'Connecting…' : 'Offline — reconnecting…'}
      </span>
      <span class="spacer" />
      {editing ? (
        <form class="status-form" onSubmit={saveStatus}>
          <input
            aria-label="Your status"
            placeholder="What are you up to?"
            value={text}
            maxLength={60}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit">Save</button>
          <button type="button" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          class="status-button"
          onClick={() => {
            setText(me?.status?.statusText ?? '');
            setEditing(true);
          }}
        >
          {me?.status?.statusText ? `Status: ${me.status.statusText}` : 'Set status'}
        </button>
      )}
      <a class="settings-link" href="#settings">
        Settings
      </a>
      <span class="me">{me?.fullName}</span>
      <button type="button" onClick={onLogout}>
        Log out
      </button>
    </header>
  );
}
