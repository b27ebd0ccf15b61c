import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web client at `/`: dist/web as `npm run build` (scripts/build-web.mjs)
 * made it — index.html, and assets/ with content-hashed names, each with a
 * gzip copy. Read once at start-up (it is ~50 KiB), so a request never touches
 * the disk and no path from a URL ever reaches the filesystem.
 */

/** The client's pages run only their own script; message HTML (sanitised by the server) may carry inline styles (KaTeX). */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface Asset {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** dist/web, found upward from this module (src/web-server/ from source, dist/ when bundled). */
export function findWebDir(): string | null {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'dist', 'web');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    if (path.basename(dir) === 'dist' && existsSync(path.join(dir, 'web', 'index.html'))) return path.join(dir, 'web');
  }
  return null;
}

function load(file: string): Asset {
  return {
    body: readFileSync(file),
    gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : null,
    type: TYPES[path.extname(file)] ?? 'application/octet-stream',
  };
}

function send(req: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const gzip = asset.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  reply
    .header('content-type', asset.type)
    .header('vary', 'accept-encoding')
    .header('x-content-type-options', 'nosniff');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? asset.gzip : asset.body);
}

export async function webClientPlugin(app: FastifyInstance, opts: { dir?: string | null }): Promise<void> {
  const dir = opts.dir === undefined ? findWebDir() : opts.dir;
  const index = dir ? load(path.join(dir, 'index.html')) : null;
  const assets = new Map<string, Asset>();
  if (dir && existsSync(path.join(dir, 'assets'))) {
    for (const name of readdirSync(path.join(dir, 'assets')))
      if (!name.endsWith('.gz')) assets.set(name, load(path.join(dir, 'assets', name)));
  }
  if (!index) app.log.warn('the web client is not built (npm run build): / explains how');

  const page = (req: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', WEB_CSP)
      .header('referrer-policy', 'same-origin')
      .header('x-frame-options', 'DENY');
    if (!index)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built: run `npm run build`.\n');
    return send(req, reply, index);
  };
  app.get('/', page);
  // An invitation's link (Zulip's /join/<key>/): the client shows its sign-up page. Zulip's
  // confirmation keys are word characters; anything else is no page.
  app.get<{ Params: { key: string } }>('/join/:key/', (req, reply) =>
    /^\w+$/.test(req.params.key) ? page(req, reply) : reply.callNotFound(),
  );
  // Without its final slash, as Django's APPEND_SLASH does.
  app.get<{ Params: { key: string } }>('/join/:key', (req, reply) =>
    /^\w+$/.test(req.params.key) ? reply.redirect(`/join/${req.params.key}/`, 301) : reply.callNotFound(),
  );

  app.get<{ Params: { name: string } }>('/assets/:name', (req, reply) => {
    const asset = assets.get(req.params.name);
    if (!asset) return reply.callNotFound();
    // Names carry a hash of their content: a new build has new names.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return send(req, reply, asset);
  });
}
