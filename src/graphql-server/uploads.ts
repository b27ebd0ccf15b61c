import type { FastifyReply, FastifyRequest } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import type { Deps } from '../domain/context.ts';
import { maxReceivedFileBytes } from '../domain/realm-emoji/upload-emoji.ts';

/**
 * A GraphQL multipart request (the owner's choice, graphql-upload-minimal;
 * Yoga's own multipart stays off): the operations are parsed here and handed
 * to Yoga as an already-parsed body, files as `Upload` values that stream
 * when a resolver reads them. At most one file, of at most the upload (or emoji) limit.
 */
export async function parseMultipartOperations(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ error: string; status: number } | null> {
  try {
    // One byte past the limit: a file cut there is refused by its size (the parser may end it silently).
    req.body = await processRequest(req.raw, reply.raw, { maxFiles: 1, maxFileSize: maxReceivedFileBytes(deps) + 1 });
    return null;
  } catch (e) {
    const status =
      typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number' ? e.status : 400;
    return {
      error: e instanceof Error ? e.message : 'Invalid multipart request',
      status: status >= 500 ? 400 : status,
    };
  }
}

export const isMultipart = (req: FastifyRequest): boolean =>
  (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
