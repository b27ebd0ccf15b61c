import type { FastifyRequest } from 'fastify';

/**
 * Zulip's client name for a request: the `client` parameter if given, else
 * the first product of the User-Agent ("ZulipPython/0.9" → "ZulipPython"),
 * "website" for browsers, "Unspecified" when there is nothing to go on.
 */
export function clientName(req: FastifyRequest, explicit?: string): string {
  if (explicit) return explicit;
  const ua = req.headers['user-agent'];
  if (!ua) return 'Unspecified';
  if (/^Mozilla\//.test(ua)) return 'website';
  const product = ua.split(/[\s/]/)[0];
  return product === '' ? 'Unspecified' : product.slice(0, 30);
}
