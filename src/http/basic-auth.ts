import { authenticateApiKey } from '../domain/auth/authenticate.ts';
import type { Actor } from '../domain/actor.ts';
import type { Deps } from '../domain/context.ts';
import { badRequest, DomainError, unauthorized } from '../domain/errors.ts';

/**
 * HTTP Basic `email:api_key` as Zulip's get_basic_credentials + validate_api_key,
 * for a request to `hostHeader` (the account must belong to an organization
 * that host serves). On this path every credential failure becomes 401
 * UNAUTHORIZED with the specific message (Zulip re-raises them as
 * UnauthorizedError). GraphQL, over HTTP and WebSockets, authenticates here too.
 */
export async function authenticateBasic(deps: Deps, header: string, hostHeader: string | undefined): Promise<Actor> {
  const parts = header.trim().split(/\s+/);
  if (parts.length === 2 && parts[0].toLowerCase() !== 'basic') {
    throw badRequest('This endpoint requires HTTP basic authentication.');
  }
  if (parts.length !== 2) throw unauthorized('Invalid authorization header for basic auth');
  const decoded = decodeBase64Strict(parts[1]);
  const fields = decoded?.split(':');
  if (!fields || fields.length !== 2) throw unauthorized('Invalid authorization header for basic auth');
  try {
    return await authenticateApiKey(deps, fields[0], fields[1], hostHeader);
  } catch (e) {
    if (e instanceof DomainError && e.status === 401) throw unauthorized(e.message);
    throw e;
  }
}

function decodeBase64Strict(text: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const bytes = Buffer.from(text, 'base64');
  const s = new TextDecoder('utf-8', { fatal: true });
  try {
    return s.decode(bytes);
  } catch {
    return null;
  }
}
