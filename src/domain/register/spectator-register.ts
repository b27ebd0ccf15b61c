import type { Realm } from '../../generated/prisma/client.ts';
import { admitSpectator } from '../auth/spectator.ts';
import type { Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { fetchSpectatorState } from './spectator-state.ts';
import type { InitialState, RegisterCapabilities } from './types.ts';

export interface SpectatorRegisterInput {
  /** fetch_event_types, else event_types; null = everything. */
  wanted: string[] | null;
  clientGravatar: boolean;
  includeSubscribers: 'true' | 'false' | 'partial';
  capabilities: RegisterCapabilities;
  /** The queue request's own checks (the narrow), which Zulip makes after the anonymous-request ones. */
  checkRequest: () => void;
}

/**
 * The anonymous branch of Zulip's events_register_backend: the organization
 * must admit spectators; parameters that would reveal what only users may see
 * "must be false for anonymous requests"; then the request's own checks
 * (do_events_register's narrow check); then the spectator's state. No
 * queue is made: a spectator polls nothing.
 */
export async function registerSpectator(
  deps: Deps,
  realm: Realm,
  input: SpectatorRegisterInput,
): Promise<InitialState> {
  const spectator = await admitSpectator(deps.db.prisma, realm);
  if (input.clientGravatar) throw badRequest("Invalid 'client_gravatar' parameter for anonymous request");
  // parse_include_subscribers: "partial" is as truthy as "true".
  if (input.includeSubscribers !== 'false')
    throw badRequest("Invalid 'include_subscribers' parameter for anonymous request");
  input.checkRequest();
  return fetchSpectatorState(deps, spectator, {
    wanted: input.wanted ? new Set(input.wanted) : null,
    clientGravatar: false,
    includeSubscribers: false,
    capabilities: input.capabilities,
  });
}
