import { Client, fetchExchange } from '@urql/core';
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { closeDownloadSession } from './api/download-session.ts';
import { clearCredentials, loadCredentials, saveCredentials, type Credentials } from './session.ts';
import { Chat } from './ui/Chat.tsx';
import { Login } from './ui/Login.tsx';
import './styles.css';
import './content.css';

type JoinModule = typeof import('./ui/JoinPage.tsx');

/** An invitation's sign-up page, fetched only by those who follow one. */
function LazyJoin(props: Parameters<JoinModule['JoinPage']>[0]) {
  const [m, setM] = useState<JoinModule | 'failed' | null>(null);
  useEffect(() => {
    import('./ui/JoinPage.tsx').then(setM, () => setM('failed'));
  }, []);
  if (m === 'failed')
    return (
      <p class="error" role="alert">
        The page could not be loaded; reload it.
      </p>
    );
  return m ? <m.JoinPage {...props} /> : <p class="loading">Loading…</p>;
}

function App() {
  const [creds, setCreds] = useState<Credentials | null>(loadCredentials);
  // An invitation's link (Zulip's /join/<key>/) opens the sign-up page, whoever is logged in here.
  const [joinKey, setJoinKey] = useState(() => /^\/join\/(\w+)\/?$/.exec(location.pathname)?.[1] ?? null);
  // Logged out: a client without credentials, for serverSettings, the login and the sign-up only.
  const anonymous = useMemo(() => new Client({ url: '/graphql', exchanges: [fetchExchange] }), []);
  const logIn = (c: Credentials) => {
    saveCredentials(c);
    setCreds(c);
  };
  if (joinKey)
    return (
      <LazyJoin
        client={anonymous}
        invitationKey={joinKey}
        onJoined={(c) => {
          history.replaceState(null, '', '/');
          setJoinKey(null);
          logIn(c);
        }}
      />
    );
  if (!creds) return <Login client={anonymous} onLogin={logIn} />;
  return (
    <Chat
      key={creds.apiKey}
      creds={creds}
      onLogout={() => {
        closeDownloadSession();
        clearCredentials();
        history.replaceState(null, '', '/');
        setCreds(null);
      }}
    />
  );
}

// Another tab logging in or out changes the stored credentials: follow it.
addEventListener('storage', (e) => {
  if (e.key === 'zircon.credentials') location.reload();
});

render(<App />, document.getElementById('app')!);
