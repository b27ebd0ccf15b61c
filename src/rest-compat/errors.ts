import type { FastifyReply } from 'fastify';
import { describeInputs, DomainError, isInputPathError, type InputPath } from '../domain/errors.ts';
import { snakeCase } from '../domain/text.ts';

export const NO_CACHE = 'must-revalidate, no-store, no-cache, max-age=0, private';

/** Zulip's JSON serialisation: compact, with a trailing newline. */
export function sendJson(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'application/json')
    .header('Cache-Control', NO_CACHE)
    .send(Buffer.from(JSON.stringify(body) + '\n'));
}

export function sendSuccess(reply: FastifyReply, data: Record<string, unknown>): FastifyReply {
  return sendJson(reply, 200, { result: 'success', msg: '', ...data });
}

/** An input's place as pydantic names it in Zulip's messages: `drafts[0]["content"]`. */
export const zulipInputPath = ([param, ...rest]: InputPath): string =>
  snakeCase(param) + rest.map((p) => (typeof p === 'number' ? `[${p}]` : `["${snakeCase(p)}"]`)).join('');

/** An error's `msg`: its message, with the place of an input written as Zulip writes it. */
const restMessage = (e: DomainError): string => (isInputPathError(e) ? describeInputs(e, zulipInputPath) : e.message);

/** The one place a DomainError becomes a REST response. */
export function sendDomainError(reply: FastifyReply, e: DomainError): FastifyReply {
  if (e.status === 401 && e.code === 'UNAUTHORIZED' && !reply.hasHeader('WWW-Authenticate')) {
    reply.header('WWW-Authenticate', 'Basic realm="zulip"');
  }
  if (e.code === 'RATE_LIMIT_HIT') reply.header('Retry-After', String(e.data['retry-after']));
  return sendJson(reply, e.status, { result: 'error', msg: restMessage(e), code: e.code, ...e.data });
}

/** Zulip's answer for a path no endpoint serves (also a path whose escapes do not decode). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendJson(reply, 404, { result: 'error', msg: 'Not Found', code: 'BAD_REQUEST' });
}

export function sendInternalError(reply: FastifyReply): FastifyReply {
  return sendJson(reply, 500, { result: 'error', msg: 'Internal server error' });
}

/** Errors raised by Fastify itself before a handler runs (body limits, parsers). */
export function fromFastifyError(err: { statusCode?: number; code?: string; message: string }): DomainError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError('BAD_REQUEST', 'Request body too large', 413);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DomainError('INVALID_JSON', 'Malformed JSON', 400);
    default:
      if (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500) {
        return new DomainError('BAD_REQUEST', err.message, err.statusCode);
      }
      return null;
  }
}
