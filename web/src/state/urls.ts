/**
 * This server's files by their path. The API's URLs are absolute, on the
 * organization's URL, which may name another host than the page was loaded
 * from; the download cookie belongs to the page's host, so the page asks for
 * uploads, avatars and emoji by path. Other sites' URLs come back unchanged.
 */
export function serverPath(url: string): string {
  try {
    const u = new URL(url, location.href);
    return /^\/user_(uploads|avatars)\//.test(u.pathname) ? `${u.pathname}${u.search}` : url;
  } catch {
    return url;
  }
}
