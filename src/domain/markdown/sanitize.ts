// Defence in depth: the renderer escapes everything it did not build, and
// its output must only use the elements and attributes of Zulip messages.
// A fast validator accepts HTML that is already within that allowlist; any
// other HTML goes through sanitize-html with the same allowlist. KaTeX and
// highlighted code are kept out of this pass (library output from escaped
// input) and restored afterwards.

import sanitizeHtml from 'sanitize-html';

import type { HtmlStash } from './fences.ts';
import { ALLOWED_SCHEMES, urlScheme } from './url.ts';

const MEDIA_SCHEMES = ['http', 'https'];

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
  em: [],
  strong: [],
  del: [],
  code: [],
  pre: [],
  div: ['class', 'aria-hidden', 'data-code-language'],
  span: ['class', 'title', 'role', 'aria-label', 'data-user-id', 'data-user-group-id'],
  a: ['href', 'title', 'class', 'data-stream-id', 'data-id'],
  img: [
    'src',
    'alt',
    'title',
    'class',
    'data-animated',
    'data-original-content-type',
    'data-original-dimensions',
    'data-transcoded-image',
  ],
  video: ['src', 'preload'],
  audio: ['controls', 'data-original-url', 'preload', 'src', 'title'],
  time: ['datetime'],
};

const CELL_STYLE = /^text-align: (?:left|right|center);$/;

function decodeUrlEntities(value: string): string | null {
  let unknownEntity = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (_m, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) % 0x110000);
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)) % 0x110000);
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', colon: ':' };
    if (lower in named) return named[lower];
    unknownEntity = true;
    return '';
  });
  return unknownEntity ? null : decoded;
}

function safeUrl(value: string, schemes: readonly string[]): boolean {
  const decoded = decodeUrlEntities(value);
  if (decoded === null) return false;
  // Browsers ignore control characters and whitespace inside a scheme.
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
  const compact = decoded.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (compact.startsWith('//')) return false;
  const scheme = urlScheme(compact);
  if (scheme !== null) return schemes.includes(scheme);
  return !compact.includes(':') || /^[^:]*[/?#]/.test(compact);
}

function cellTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { style, ...rest } = attribs;
  return { tagName, attribs: style !== undefined && CELL_STYLE.test(style) ? { ...attribs } : rest };
}

/**
 * With entity decoding off, sanitize-html would read `jav&#x61;script:` as
 * a relative URL; browsers decode it. Drop such URLs ourselves.
 */
function urlTransform(attr: string, schemes: readonly string[]) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const value = attribs[attr];
    if (value === undefined || safeUrl(value, schemes)) return { tagName, attribs };
    const { [attr]: _dropped, ...rest } = attribs;
    return { tagName, attribs: rest };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(ALLOWED_ATTRIBUTES),
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: MEDIA_SCHEMES, video: MEDIA_SCHEMES, audio: MEDIA_SCHEMES },
  allowProtocolRelative: false,
  transformTags: {
    th: cellTransform,
    td: cellTransform,
    a: urlTransform('href', ALLOWED_SCHEMES),
    img: urlTransform('src', MEDIA_SCHEMES),
    video: urlTransform('src', MEDIA_SCHEMES),
    audio: urlTransform('src', MEDIA_SCHEMES),
  },
  parseStyleAttributes: false,
  // Keep entities as Zulip emits them (`&nbsp;` stays `&nbsp;`).
  parser: { decodeEntities: false },
};

// Attributes are `name="value"`, or a bare name (the audio player's `controls`).
const TAG_AT = /<(\/?)([a-z][a-z0-9]*)((?:\s[a-z-]+(?:="[^"<>]*")?)*)>/y;
const ATTRIBUTE = /\s([a-z-]+)(?:="([^"]*)")?/g;
const URL_ATTRIBUTE = new Set(['href', 'src', 'data-original-url']);

/** True when every tag in `html` is on the allowlist with safe attributes. */
export function isWithinAllowlist(html: string): boolean {
  for (let pos = html.indexOf('<'); pos !== -1; pos = html.indexOf('<', pos + 1)) {
    TAG_AT.lastIndex = pos;
    const m = TAG_AT.exec(html);
    if (!m) return false;
    const [, closing, name, attrs] = m;
    const allowed = ALLOWED_ATTRIBUTES[name];
    if (allowed === undefined) return false;
    if (closing && attrs !== '') return false;
    for (const [, attr, value = ''] of attrs.matchAll(ATTRIBUTE)) {
      if (!allowed.includes(attr)) return false;
      if (attr === 'style' && !CELL_STYLE.test(value)) return false;
      if (URL_ATTRIBUTE.has(attr) && !safeUrl(value, name === 'a' ? ALLOWED_SCHEMES : MEDIA_SCHEMES)) return false;
    }
  }
  return true;
}

const VOID_SELF_CLOSED = /<(br|hr|img)((?:\s[^>]*)?) \/>/g;

export function sanitizeMessageHtml(html: string): string {
  if (isWithinAllowlist(html)) return html;
  // sanitize-html writes void elements as `<br />`; Zulip writes `<br>`.
  return sanitizeHtml(html, OPTIONS).replace(VOID_SELF_CLOSED, '<$1$2>');
}

// eslint-disable-next-line no-control-regex -- placeholders are STX/ETX by design
const TRUSTED_PLACEHOLDER = /\u0002(\d+)\u0003/g;

/** Puts stashed trusted HTML back in place of its placeholders. */
export function restoreTrusted(html: string, trusted: HtmlStash): string {
  if (trusted.items.length === 0) return html;
  return html.replace(TRUSTED_PLACEHOLDER, (_m, index: string) => trusted.items[Number(index)]?.html ?? '');
}
