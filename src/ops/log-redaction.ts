import type { FastifyRequest } from 'fastify';

/**
 * The log never holds a credential. Zulip's access log writes request.path
 * only; zircon logs the query string too (narrows, anchors and queue ids are
 * what an operator reads there), so secrets are taken out in two places:
 *
 * - the request serializer (`req` on "incoming request" lines and on
 *   Fastify's error lines) replaces the values of secret query parameters —
 *   Zulip's `?api_key=` on downloads and incoming webhooks, passwords (Zulip
 *   reads form fields from the query string too), tokens — whatever escapes
 *   spell their names, a GraphQL GET's `query` and `variables` (which may
 *   carry a password), and the token of a temporary download URL (a bearer
 *   credential while it lasts);
 * - every line, at every level, passes a last check before it is written:
 *   values under secret keys, `password: "…"`/`api_key=…` in any text (a
 *   GraphQL error quotes the variables it refused), and HTTP Basic/Bearer
 *   credentials. Lines that mention none of these are written untouched.
 */

export const REDACTED = '[redacted]';

/** Parameter and property names whose values are credentials. */
const SECRET_NAME =
  /^(?:api[ _-]?key|password|passwd|secret|token|otp|authorization|cookie|set-cookie)$|_(?:key|password|secret|token)$|[a-z](?:Key|Password|Secret|Token)$/i;
const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** A GraphQL GET's parameters that can hold a client's secrets (as inline arguments or variables). */
const GRAPHQL_SECRET_PARAMS = new Set(['query', 'variables']);

/** /user_uploads/temporary/<token>/<file name>: the token alone downloads the file. */
const TEMPORARY_URL = /(\/user_uploads\/temporary\/)[^/?#"\s]+/g;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** A request URL as the log may show it. */
export function redactUrl(url: string): string {
  const cut = url.indexOf('?');
  const path = (cut < 0 ? url : url.slice(0, cut)).replace(TEMPORARY_URL, `$1${REDACTED}`);
  if (cut < 0) return path;
  const graphql = path === '/graphql' || path.startsWith('/graphql/');
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodedName(eq < 0 ? pair : pair.slice(0, eq));
      if (eq < 0 || !(isSecretName(name) || (graphql && GRAPHQL_SECRET_PARAMS.has(name)))) return pair;
      return `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

// In text: `name=value` (a URL or form), `name: "value"` (GraphQL's and JavaScript's quoting of objects),
// `"name": "value"` (JSON), and HTTP credentials.
const TEXT_NAMES = 'api[_-]?key|apiKey|password|new_password|old_password|secret|token|authorization';
const NAMED_VALUE = new RegExp(
  `(["']?)\\b(${TEXT_NAMES})\\1(\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|[^\\s&#,;)}\\]"']+)`,
  'gi',
);
const HTTP_CREDENTIALS = /\b(Basic|Bearer)\s+[A-Za-z0-9+/=._~-]{8,}/g;
/** A cheap test first: most lines contain none of this. */
const CANDIDATE = new RegExp(
  `${TEXT_NAMES}|cookie|otp|Key"|Password"|Secret"|Token"|_key|Basic |Bearer |/user_uploads/temporary/`,
  'i',
);

function redactText(text: string): string {
  return text
    .replace(NAMED_VALUE, (_m, quote: string, name: string, sep: string, value: string) => {
      const q = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${quote}${name}${quote}${sep}${q}${REDACTED}${q}`;
    })
    .replace(HTTP_CREDENTIALS, `$1 ${REDACTED}`)
    .replace(TEMPORARY_URL, `$1${REDACTED}`);
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretName(k) ? REDACTED : redactValue(v)]));
  }
  return value;
}

/** pino's last hook before a line is written (`hooks.streamWrite`): one JSON line in, the same line without secrets out. */
export function redactLogLine(line: string): string {
  if (!CANDIDATE.test(line)) return line;
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line)))}\n`;
  } catch {
    // Not a JSON line (another formatter): the text patterns still apply.
    return redactText(line);
  }
}
