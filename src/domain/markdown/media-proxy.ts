import { createHmac } from 'node:crypto';
import type { ImageProxyConfig, RenderContext } from './types.ts';

export function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Zulip's get_camo_url: HMAC-SHA1 of the URL, then the URL in hex. */
function camoUrl(url: string, proxy: ImageProxyConfig): string {
  const digest = createHmac('sha1', proxy.key).update(url).digest('hex');
  return `${proxy.baseUrl}${digest}/${Buffer.from(url).toString('hex')}`;
}

/** A media URL as a message may load it: through the media proxy unless it is this realm's own. */
export function proxied(url: string, ctx: RenderContext): string {
  if (!ctx.imageProxy) return url;
  const parsed = parseUrl(url);
  // Relative and same-realm media are served directly (uploads need auth).
  if (parsed === null || parsed.origin === new URL(ctx.realmUrl).origin) return url;
  return camoUrl(url, ctx.imageProxy);
}
