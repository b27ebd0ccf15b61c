/**
 * Where Zulip's JsonErrorHandler sends a browser that opened an API URL
 * without being logged in: `/login/?` + urlencode({"next": request.path}).
 */
export function loginRedirectLocation(url: string): string {
  return `/login/?next=${pythonQuotePlus(djangoPath(url.split('?')[0]))}`;
}

/**
 * Where Zulip's serve_file sends a logged-out visitor of a file they may not
 * see (zulip_redirect_to_login, i.e. Django's redirect_to_login): the next
 * parameter is request.get_full_path() — the decoded path re-escaped by
 * escape_uri_path, with the query string as iri_to_uri leaves it — quoted by
 * QueryDict.urlencode(safe="/"), so its slashes stay as they are while a
 * `%20` in the path becomes `%2520`.
 */
export function fileLoginRedirectLocation(url: string): string {
  const cut = url.indexOf('?');
  const query = cut < 0 ? '' : url.slice(cut + 1);
  const fullPath =
    pythonQuote(djangoPath(cut < 0 ? url : url.slice(0, cut)), "/:@&+$,-_.!~*'()") +
    (query === '' ? '' : `?${pythonQuote(query, "/#%[]=:;$&()+,!?*@'~")}`);
  return fullPath === '/' ? '/login/' : `/login/?next=${pythonQuote(fullPath, '/')}`;
}

/** Whether the request looks like a browser loading a page (Zulip's test: Accept mentions text/html). */
export const wantsHtml = (accept: string | undefined): boolean => (accept ?? '').includes('text/html');

/** Django's request.path: the URL's path, percent-decoded. */
function djangoPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Python's urllib.parse.quote: ASCII letters, digits, `_.-~` and the `safe` characters stay; the rest is UTF-8 %XX. */
function pythonQuote(s: string, safe: string): string {
  let out = '';
  for (const ch of s) {
    if (/^[A-Za-z0-9_.~-]$/.test(ch) || safe.includes(ch)) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Python's urllib.parse.quote_plus: as quote with nothing safe, a space becoming `+`. */
const pythonQuotePlus = (s: string): string => pythonQuote(s, ' ').replaceAll(' ', '+');
