/**
 * How this client's pages show uploaded files. The client authenticates to the
 * API with the user's key in an Authorization header, which an `<img src>` or
 * a link cannot send. Zulip's own web app relies on its session cookie for
 * /user_uploads; this client gets the same from the server: a download-only,
 * HttpOnly cookie (`POST /web/download-session`), sent by the browser to
 * /user_uploads/… alone. So images, thumbnails and attachment links are plain
 * URLs that keep working after a reload, open in a new tab, download and stay
 * in the browser's cache — and no key ever appears in a URL (where server
 * logs, proxies and the browser's history would keep it). The alternatives
 * were worse for a page: `?api_key=` leaks the key; fetching each image into
 * a blob URL loses caching and breaks "open in new tab" and downloads; the
 * 60-second temporary URLs expire under a page left open.
 * Custom emoji need nothing: /user_avatars is public, as in Zulip.
 */
const SESSION = '/web/download-session';

/** Asks for (or renews) the cookie; the page's images wait for it, and the server's answer holds nothing readable. */
export async function openDownloadSession(authorization: string): Promise<void> {
  await fetch(SESSION, { method: 'POST', headers: { authorization } });
}

/** Logging out: the browser forgets the cookie. */
export function closeDownloadSession(): void {
  fetch(SESSION, { method: 'DELETE' }).catch(() => undefined);
}

/** The cookie lasts two weeks; an open page renews it daily. */
export const DOWNLOAD_SESSION_RENEWAL_MS = 24 * 3600 * 1000;
