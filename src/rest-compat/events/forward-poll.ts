import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueueDirectory } from '../../domain/events/queue-directory.ts';
import { badEventQueueId } from '../../domain/events/queues/registry.ts';

/** Marks a request one process passed to another, which must not pass it on again. */
const FORWARDED_HEADER = 'x-zircon-forwarded-poll';

/** What the owner needs to authenticate the client and read the same parameters. */
const PASSED_HEADERS = ['authorization', 'cookie', 'user-agent', 'x-csrftoken', 'origin', 'referer', 'content-type'] as const;

/**
 * Serves GET/DELETE /events for a queue another process holds by passing the
 * request on to it (see QueueDirectory for why). Answers Zulip's
 * BAD_EVENT_QUEUE_ID when no live process holds the queue.
 */
export type PollForwarder = (queueId: string, request: FastifyRequest, reply: FastifyReply) => Promise<undefined>;

function bodyOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body === 'string') return body;
  if (!body || typeof body !== 'object') return undefined;
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') form.append(k, v);
  return form.toString();
}

export function pollForwarder(directory: QueueDirectory): PollForwarder {
  // Kept-alive connections between processes: a forwarded poll costs a request, not a TCP handshake.
  const agent = new http.Agent({ keepAlive: true });
  return async (queueId, request, reply) => {
    if (request.headers[FORWARDED_HEADER] !== undefined) throw badEventQueueId(queueId);
    const owner = await directory.ownerOf(queueId.split(':')[0]);
    if (owner === null) throw badEventQueueId(queueId);
    const headers: Record<string, string> = { [FORWARDED_HEADER]: '1', 'x-forwarded-for': request.ip };
    for (const h of PASSED_HEADERS) {
      const v = request.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    // Parameters sent in the body go on too: the owner reads the request as this process would have.
    const body = bodyOf(request) || undefined;
    if (body !== undefined) {
      if (typeof request.body === 'object') headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    return new Promise((resolve, reject) => {
      const out = http.request(new URL(request.url, owner), { method: request.method, headers, agent }, (res) => {
        reply.code(res.statusCode ?? 500);
        for (const h of ['content-type', 'cache-control']) {
          const v = res.headers[h];
          if (typeof v === 'string') reply.header(h, v);
        }
        reply.send(res);
        resolve(undefined);
      });
      // The owner died (or stopped) without its entry expiring yet: the queue is lost, as after a crash.
      out.once('error', () => reject(badEventQueueId(queueId)));
      // A client that goes away mid-poll must free the owner's queue for its next poll, as a direct poll would.
      reply.raw.once('close', () => out.destroy());
      out.end(body);
    });
  };
}
