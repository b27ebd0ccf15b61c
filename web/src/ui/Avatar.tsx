import { serverPath } from '../state/urls.ts';

/**
 * A sender's avatar: the server's image when it is this server's (an uploaded
 * avatar), else their initial on a colour of their own — the page loads
 * nothing from other sites (Gravatar), as its CSP says.
 */
export function Avatar({ userId, name, url }: { userId: number; name: string; url: string }) {
  const path = serverPath(url);
  const own = path.startsWith('/') && !path.startsWith('//');
  if (own) return <img class="avatar" src={path} alt="" aria-hidden="true" />;
  return (
    <span class="avatar initials" aria-hidden="true" style={{ background: `hsl(${(userId * 67) % 360} 45% 45%)` }}>
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
