import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * /graphql answers compressed for clients that ask (Accept-Encoding): a page
 * of 100 messages is ~50 KiB of JSON and shrinks ~6 times. The compressors run
 * on libuv's thread pool, not on the event loop, and only for a client that
 * asked: one that did not gets the text as before, at no cost. Small answers
 * (most mutations, errors) are not worth the framing and go as they are.
 */

/** Below this many bytes an answer goes uncompressed. */
export const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/*
 * Brotli's default quality (11) costs tens of milliseconds per page; 4
 * compresses JSON about as well as gzip's default level, faster. gzip's level
 * 5 is within a percent of its default's size.
 */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 5 };

/** The q-value of each coding the header names (RFC 9110 §12.5.3); a missing q is 1. */
function codings(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k.trim().toLowerCase() === 'q') q = Number(v);
    }
    out.set(coding, Number.isFinite(q) ? q : 0);
  }
  return out;
}

/** The coding to answer with: brotli over gzip when both are as welcome, none when neither is. */
export function chosenEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const q = codings(Array.isArray(header) ? header.join(',') : header);
  const any = q.get('*') ?? 0;
  const br = q.get('br') ?? any;
  const gz = q.get('gzip') ?? q.get('x-gzip') ?? any;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Sends `text` (headers already set), compressed when the client asked and
 * it is large enough. Caches are told the answer depends on Accept-Encoding.
 */
export async function sendMaybeCompressed(req: FastifyRequest, reply: FastifyReply, text: string): Promise<void> {
  if (text.length < MIN_COMPRESSED_BYTES) {
    reply.send(text);
    return;
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  if (encoding === null) {
    // Encoded once, as REST's answers are: a string would be measured for its length and encoded again to be written.
    reply.send(Buffer.from(text));
    return;
  }
  const body = encoding === 'br' ? await brotli(text, BROTLI_OPTIONS) : await gzip(text, GZIP_OPTIONS);
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  reply.send(body);
}
