import type { Realm } from '../generated/prisma/client.ts';
import { admitSpectator } from '../domain/auth/spectator.ts';
import type { Deps } from '../domain/context.ts';
import { fetchSpectatorState } from '../domain/register/spectator-state.ts';
import { refuseForSpectators } from '../domain/register/spectator-register.ts';
import type { RegisterCapabilities } from '../domain/register/types.ts';

export interface SpectatorRegisterInput {
  /** fetch_event_types, else event_types; null = everything. */
  wanted: string[] | null;
  clientGravatar: boolean;
  includeSubscribers: 'true' | 'false' | 'partial';
  capabilities: RegisterCapabilities;
}

/** POST /register logged out: the organization must admit spectators; then their initial state (no queue). */
export async function spectatorRegister(deps: Deps, realm: Realm, input: SpectatorRegisterInput): Promise<Record<string, unknown>> {
  const spectator = await admitSpectator(deps.db.prisma, realm);
  refuseForSpectators(input);
  return fetchSpectatorState(deps, spectator, {
    wanted: input.wanted ? new Set(input.wanted) : null,
    clientGravatar: false,
    includeSubscribers: false,
    capabilities: input.capabilities,
  });
}
