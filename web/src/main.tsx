import { Client, fetchExchange } from '@urql/core';
import { render } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { closeDownloadSession } from './api/download-session.ts';
import { clearCredentials, loadCredentials, saveCredentials, type Credentials } from './session.ts';
import { Chat } from './ui/Chat.tsx';
import { Login } from './ui/Login.tsx';
import './styles.css';
import './content.css';

function App() {
  const [creds, setCreds] = useState<Credentials | null>(loadCredentials);
  // Logged out: a client without credentials, for serverSettings and the login mutation only.
  const anonymous = useMemo(() => new Client({ url: '/graphql', exchanges: [fetchExchange] }), []);
  if (!creds)
    return (
      <Login
        client={anonymous}
        onLogin={(c) => {
          saveCredentials(c);
          setCreds(c);
        }}
      />
    );
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
