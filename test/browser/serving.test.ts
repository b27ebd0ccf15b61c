import { useWorld } from '../support/world.ts';
import { buildWebClient } from './browser-world.ts';

/** How the server hands out the web client: `/`, hashed assets, the CSP, gzip; GraphiQL stays at /graphql. */
beforeAll(() => buildWebClient());
const w = useWorld({ realm: 'empty' });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${w.ts.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

test('/ is the client page: revalidated on every load, with a CSP that forbids inline script', async () => {
  const r = await get('/');
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(r.headers.get('cache-control')).toBe('no-cache');
  const csp = r.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await r.text();
  expect(html).toMatch(/<script type="module" src="\/assets\/main-[A-Z0-9]+\.js"><\/script>/);
  // No inline script and nothing from another origin.
  expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/);
  expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
});

test("an invitation's /join/<key>/ link is the client page too; without its slash it is redirected, and other keys are no page", async () => {
  const page = await get('/join/abcdefghijklmnopqrstuvwx/');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toBe((await get('/')).headers.get('content-security-policy'));
  expect(await page.text()).toBe(await (await get('/')).text());
  const bare = await fetch(`${w.ts.url}/join/abc`, { redirect: 'manual' });
  expect([bare.status, bare.headers.get('location')]).toEqual([301, '/join/abc/']);
  for (const path of ['/join/a.b/', '/join/a%2Fb/', '/join/']) expect((await get(path)).status).toBe(404);
});

test('hashed assets are cached for a year, and sent gzipped to browsers that accept it', async () => {
  const html = await (await get('/')).text();
  const js = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1];
  const plain = await get(js);
  expect(plain.status).toBe(200);
  expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(plain.headers.get('content-encoding')).toBeNull();
  const body = await plain.arrayBuffer();
  const zipped = await fetch(`${w.ts.url}${js}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  expect(zipped.headers.get('vary')).toBe('accept-encoding');
  // fetch un-gzips: the same bytes.
  expect(Buffer.from(await zipped.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
  expect((await get(css)).headers.get('content-type')).toBe('text/css; charset=utf-8');
});

test('an asset that does not exist is a 404, and paths cannot leave the assets', async () => {
  for (const path of ['/assets/nope.js', '/assets/..%2Findex.html', '/assets/%2e%2e%2f%2e%2e%2fpackage.json']) {
    expect((await get(path)).status).toBe(404);
  }
});

test('GraphiQL is still at /graphql', async () => {
  const r = await get('/graphql', { accept: 'text/html' });
  expect(r.status).toBe(200);
  expect(await r.text()).toMatch(/graphiql/i);
});
