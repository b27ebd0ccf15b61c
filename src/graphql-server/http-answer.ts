import type { FastifyReply, FastifyRequest } from 'fastify';
import { remembered } from '../domain/remembered.ts';

/*
 * What Yoga adds to a query's answer, for the requests http-query-path.ts
 * answers itself: the media type it would choose for the Accept header, and
 * the CORS headers of its `cors` option.
 */

export type RegularMediaType = 'application/json' | 'application/graphql-response+json';

/** Yoga's result processors in its order; each later match wins (graphql-yoga's use-result-processor.js). */
const PROCESSORS: ReadonlyArray<{ regular: boolean; types: readonly string[] }> = [
  { regular: false, types: ['text/event-stream'] },
  { regular: false, types: ['multipart/mixed'] },
  { regular: true, types: ['application/graphql-response+json', 'application/json'] },
];

const matches = (processorType: string, asked: string): boolean => {
  const [pre, suf] = processorType.split('/');
  const [askedPre, askedSuf] = asked.split('/');
  return (askedPre === '*' || askedPre === pre) && (askedSuf === '*' || askedSuf === suf);
};

// Clients send the same Accept with every request: parsed once per distinct header.
const mediaTypeOf = remembered((accept: string): RegularMediaType | null => {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [type, ...params] = entry.split(';');
      const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
      return charset === 'charset=utf-8' ? [type] : [];
    })
    .reverse();
  let chosen: { regular: boolean; type: string } | null = null;
  for (const processor of PROCESSORS)
    for (const type of asked)
      for (const processorType of processor.types)
        if (matches(processorType, type)) chosen = { regular: processor.regular, type: processorType };
  return chosen?.regular ? (chosen.type as RegularMediaType) : null;
});

/**
 * The media type Yoga answers a query with for this Accept header, when it is
 * one of its regular JSON answers; null when it would answer otherwise
 * (event stream, multipart, 406). The same walk as Yoga's: the header's types
 * in reverse, those naming another charset than UTF-8 skipped.
 */
export const regularMediaType = (accept: string | undefined): RegularMediaType | null => mediaTypeOf(accept ?? '');

/** The CORS headers Yoga's `cors` option (plugin.ts) gives an answer: only for a listed origin, with credentials. */
export function setCorsHeaders(req: FastifyRequest, reply: FastifyReply, corsOrigins: readonly string[]): void {
  const origin = req.headers.origin;
  if (origin === undefined || !corsOrigins.includes(origin)) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-methods', 'GET, POST');
  reply.header('access-control-allow-headers', 'authorization, content-type');
  reply.header('access-control-allow-credentials', 'true');
}
