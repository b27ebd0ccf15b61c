import type { FastifyInstance } from 'fastify';
import { answerAndClose } from './client-errors.ts';

/**
 * A request body that stops arriving is answered 408 and its connection
 * closed, as nginx's client_body_timeout does in front of Zulip (60 s by
 * default, which Zulip's nginx configuration keeps): the limit is on the time
 * between two reads of the body, not on the whole of it, so an upload of any
 * size (multipart up to MAX_FILE_UPLOAD_SIZE_MIB, tus PATCHes) takes as long
 * as it needs while its bytes keep coming. Node bounds only the headers
 * (headersTimeout) and a whole request (requestTimeout, which Fastify turns
 * off): without this, a client sending a byte every few seconds held its
 * connection, and whatever the route keeps for it, for as long as it liked.
 *
 * The socket's idle timer is what measures it: Node's HTTP server restarts it
 * whenever the parser is handed bytes. While a body is being received it is
 * set to `idleMs`; once the body has ended it goes back to what Node would
 * have set (none while the request is served, the keep-alive timeout after).
 */
export function installBodyTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (req, reply, done) => {
    const raw = req.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.complete) return done();
    const socket = raw.socket;
    // Node emits 'timeout' on a request whose body is incomplete, and leaves the socket to its listener.
    raw.once('timeout', () => {
      req.log.info({ idleMs }, 'request body timed out');
      if (!reply.raw.headersSent) answerAndClose(socket, 408);
      socket.destroy();
    });
    // Answered before the body ended (a 404, a refusal), Node reads the rest to keep the connection,
    // under its keep-alive timeout, which every byte restarts: the body's limit must hold until it ends.
    let answered = false;
    reply.raw.once('finish', () => {
      answered = true;
      if (!raw.complete) socket.setTimeout(idleMs);
    });
    raw.once('end', () => socket.setTimeout(answered ? app.server.keepAliveTimeout : app.server.timeout));
    socket.setTimeout(idleMs);
    done();
  });
}
