import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser rejects before any route sees them (headers or
 * URL over the size limit, unparsable request lines, timeouts) still get a
 * Zulip-shaped JSON error, so clients can show its `msg`. Fastify's default
 * writes its own JSON shape.
 */
export function zulipClientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  answerAndClose(socket, status);
  socket.destroy(err);
}

/** CONNECT (a proxy tunnel) is no method of the API: 405, then the connection closes. */
export function refuseConnect(socket: Duplex): void {
  answerAndClose(socket, 405);
  socket.end();
}

export function answerAndClose(socket: Duplex, status: number): void {
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = `${JSON.stringify({ result: 'error', msg: reason, code: 'BAD_REQUEST' })}\n`;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
}
