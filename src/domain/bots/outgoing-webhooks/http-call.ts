import http from 'node:http';
import https from 'node:https';
import type { BlockList } from 'node:net';
import { DisallowedNetworkError, guardedLookup, isDisallowed, literalAddress } from './network-guard.ts';

/** What a call came to, in the cases Zulip's do_rest_call tells apart. */
export type CallOutcome =
  | { kind: 'response'; status: number; body: Buffer }
  /** requests.exceptions.Timeout: retried. */
  | { kind: 'timeout' }
  /** requests.exceptions.ConnectionError (refused, reset, DNS, TLS): retried. */
  | { kind: 'connection-error' }
  /** Any other requests.exceptions.RequestException: reported, not retried. */
  | { kind: 'exception'; type: string; message: string };

export interface OutgoingRequest {
  url: string;
  contentType: string;
  body: string;
}

export interface CallSettings {
  userAgent: string;
  timeoutMs: number;
  /** Internal networks the operator allows (OUTGOING_WEBHOOK_ALLOWED_NETWORKS). */
  allowed: BlockList;
}

// requests' defaults: 30 redirects, and a POST redirected by 301/302/303 becomes a GET without a body.
const MAX_REDIRECTS = 30;
// A reply is at most a message; anything much larger is not one.
const MAX_RESPONSE_BYTES = 1024 * 1024;

class CallFailure extends Error {
  constructor(readonly outcome: CallOutcome) {
    super(outcome.kind);
  }
}

/** POSTs the request as Zulip's OutgoingSession does (smokescreen's refusal included), following redirects. */
export async function postOutgoing(request: OutgoingRequest, settings: CallSettings): Promise<CallOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    let target = { url: request.url, method: 'POST', body: request.body as string | null };
    for (let hop = 0; ; hop++) {
      const res = await send(target, request.contentType, settings, controller.signal);
      const location = res.headers.location;
      if (![301, 302, 303, 307, 308].includes(res.status) || location === undefined)
        return { kind: 'response', status: res.status, body: res.body };
      if (hop >= MAX_REDIRECTS)
        return { kind: 'exception', type: 'TooManyRedirects', message: `Exceeded ${MAX_REDIRECTS} redirects.` };
      const keep = res.status === 307 || res.status === 308;
      target = {
        url: new URL(location, target.url).toString(),
        method: keep ? 'POST' : 'GET',
        body: keep ? target.body : null,
      };
    }
  } catch (e) {
    if (e instanceof CallFailure) return e.outcome;
    if (controller.signal.aborted) return { kind: 'timeout' };
    return {
      kind: 'exception',
      type: e instanceof Error ? e.name : 'Error',
      message: e instanceof Error ? e.message : String(e),
    };
  } finally {
    clearTimeout(timer);
  }
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The smokescreen proxy's answer for a refused destination. */
const REFUSED: CallOutcome = { kind: 'response', status: 407, body: Buffer.alloc(0) };

function send(
  target: { url: string; method: string; body: string | null },
  contentType: string,
  settings: CallSettings,
  signal: AbortSignal,
): Promise<RawResponse> {
  const url = new URL(target.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CallFailure({
      kind: 'exception',
      type: 'InvalidSchema',
      message: `No connection adapters were found for '${target.url}'`,
    });
  }
  const literal = literalAddress(url.hostname);
  if (literal !== null && isDisallowed(literal, settings.allowed)) throw new CallFailure(REFUSED);
  const headers: Record<string, string> = { 'user-agent': settings.userAgent, accept: '*/*' };
  if (target.body !== null) {
    headers['content-type'] = contentType;
    headers['content-length'] = String(Buffer.byteLength(target.body));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = client.request(
      url,
      { method: target.method, headers, lookup: guardedLookup(settings.allowed), signal },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            req.destroy(
              new CallFailure({
                kind: 'exception',
                type: 'ContentTooLarge',
                message: `The response is larger than ${MAX_RESPONSE_BYTES} bytes.`,
              }),
            );
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (err) => reject(failureOf(err, signal)));
        // A body cut short (the timeout, a reset) may end with neither 'end' nor 'error'.
        res.on('close', () => {
          if (!res.complete) reject(failureOf(new Error('the response was cut short'), signal));
        });
      },
    );
    req.on('error', (err) => reject(failureOf(err, signal)));
    req.end(target.body ?? undefined);
  });
}

function failureOf(err: Error, signal: AbortSignal): CallFailure {
  if (err instanceof CallFailure) return err;
  if (err instanceof DisallowedNetworkError) return new CallFailure(REFUSED);
  if (signal.aborted || (err as NodeJS.ErrnoException).code === 'ETIMEDOUT')
    return new CallFailure({ kind: 'timeout' });
  // Refused, reset, unreachable, a name that does not resolve, a TLS failure: requests' ConnectionError.
  return new CallFailure({ kind: 'connection-error' });
}
