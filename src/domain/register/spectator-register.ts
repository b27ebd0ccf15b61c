import { badRequest } from '../errors.ts';

/**
 * Zulip's events_register_backend for an anonymous request: parameters that
 * would reveal what only users may see "must be false for anonymous requests".
 */
export function refuseForSpectators(input: { clientGravatar: boolean; includeSubscribers: 'true' | 'false' | 'partial' }): void {
  if (input.clientGravatar) throw badRequest("Invalid 'client_gravatar' parameter for anonymous request");
  // parse_include_subscribers: "partial" is as truthy as "true".
  if (input.includeSubscribers !== 'false') throw badRequest("Invalid 'include_subscribers' parameter for anonymous request");
}
