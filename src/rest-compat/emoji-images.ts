import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../domain/context.ts';
import { servedEmojiImage } from '../domain/realm-emoji/files.ts';
import { servedExportArchive } from '../domain/realm-export/store.ts';

/**
 * Custom emoji images at /user_avatars/{realm_id}/emoji/images/… Like
 * Zulip's avatars they need no credentials (an <img> in a message cannot
 * send any); their names are salted hashes, so they cannot be enumerated.
 * Only the images this server wrote are served, with the type their name
 * says, never sniffed, under a sandboxing CSP. Organization exports are
 * served here too, as Zulip's local upload backend does (their URLs hold a
 * random token).
 */
export async function emojiImagesPlugin(app: FastifyInstance, opts: { deps: Deps }): Promise<void> {
  const { deps } = opts;
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send('<!DOCTYPE html><html><body><p>This file does not exist or has been deleted.</p></body></html>\n');
  app.get('/user_avatars/*', async (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const image = servedEmojiImage(req.params['*']) ?? servedExportArchive(req.params['*']);
    const size = image === null ? null : await deps.uploads.size(image.key);
    if (image === null || size === null) return notFound(reply);
    reply
      .header('Content-Type', image.contentType)
      .header('Content-Length', size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // A file name is never reused for other bytes.
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    return req.method === 'HEAD' ? reply.send() : reply.send(deps.uploads.open(image.key));
  });
}
