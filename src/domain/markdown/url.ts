// URL rules of Zulip's renderer: which links are allowed, how local links are
// made relative, and how channel/topic names are encoded in narrow URLs.

/** Zulip's allowed_schemes: http(s), ftp, file and the WHATWG safelisted schemes (the renderer's links and the sanitizer's). */
export const ALLOWED_SCHEMES: readonly string[] = [
  'http',
  'https',
  'ftp',
  'file',
  'bitcoin',
  'geo',
  'im',
  'irc',
  'ircs',
  'magnet',
  'mailto',
  'matrix',
  'mms',
  'news',
  'nntp',
  'openpgp4fpr',
  'sip',
  'sms',
  'smsto',
  'ssh',
  'tel',
  'urn',
  'webcal',
  'wtai',
  'xmpp',
];
const ALLOWED = new Set(ALLOWED_SCHEMES);

const SCHEME_RE = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/**
 * A URL's scheme in lower case, or null: as Python's urlsplit reads it,
 * everything before the first ':' when it is made of scheme characters.
 */
export function urlScheme(url: string): string | null {
  const match = SCHEME_RE.exec(url);
  return match ? match[1].toLowerCase() : null;
}

/**
 * Zulip's sanitize_url: returns the href to use, or null when the link must
 * stay plain text (unknown scheme such as `javascript:`).
 */
export function sanitizeUrl(rawUrl: string): string | null {
  const url = rawUrl.replace(/ /g, '%20');
  const scheme = urlScheme(url);
  if (scheme === null) {
    const hasNetloc = url.startsWith('//');
    const path = hasNetloc ? '' : url.split(/[?#]/, 1)[0];
    if (!hasNetloc && path.includes('@')) return `mailto:${url}`;
    if (!hasNetloc && path.startsWith('/')) return url;
    if (url.startsWith('#') && url.length > 1) return url;
    if (url === '') return null;
    // Zulip assumes http:// for scheme-less links such as `zulip.com`.
    return sanitizeUrl(`http://${url}`);
  }
  if (!ALLOWED.has(scheme)) return null;
  return scheme + url.slice(scheme.length);
}

/** Links into this realm's narrows or uploads become relative, as in Zulip. */
export function rewriteLocalLink(href: string, realmUrl: string): string {
  const prefix = `${realmUrl}/`;
  if (href.startsWith(`${prefix}#`) || href.startsWith(`${prefix}user_uploads/`)) {
    return href.slice(prefix.length);
  }
  return href;
}

/** Python's urllib.parse.quote(s, safe=''): only `A-Za-z0-9_.-~` stay. */
function pythonQuote(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Zulip's hash_util_encode for narrow URL components. */
export function hashEncode(text: string): string {
  return pythonQuote(text).replace(/\./g, '%2E').replace(/%/g, '.');
}

/** `42-design.20team` for channel 42 named "design team". */
export function encodeChannel(id: number, name: string): string {
  return `${id}-${hashEncode(name)}`;
}

/**
 * Path id of a link into `/user_uploads/` on this realm (`2/ab/cd/file.txt`),
 * or null. Relative links count, as Zulip rewrites local links to relative.
 */
export function uploadPathId(href: string, realmUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(href, `${realmUrl}/`);
  } catch {
    return null;
  }
  const realm = new URL(`${realmUrl}/`);
  if (parsed.host !== realm.host) return null;
  const marker = '/user_uploads/';
  if (!parsed.pathname.startsWith(marker)) return null;
  const pathId = parsed.pathname.slice(marker.length);
  if (pathId === '') return null;
  try {
    return decodeURIComponent(pathId);
  } catch {
    return pathId;
  }
}
