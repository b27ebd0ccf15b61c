/**
 * Where Zulip's JsonErrorHandler sends a browser that opened an API URL
 * without being logged in: `/login/?` + urlencode({"next": request.path}).
 */
export function loginRedirectLocation(url: string): string {
  return `/login/?next=${pythonQuotePlus(djangoPath(url.split('?')[0]))}`;
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

/** Python's urllib.parse.quote_plus: only A-Z a-z 0-9 _ . - ~ stay as they are; a space becomes `+`. */
function pythonQuotePlus(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}
