import type { Realm } from '../generated/prisma/client.ts';
import type { Deps } from '../domain/context.ts';
import type { InitialState } from '../domain/register/types.ts';
import { registerSpectator, type SpectatorRegisterInput } from '../domain/register/spectator-register.ts';

/** POST /register logged out: a spectator's initial state, without a queue. */
export const spectatorRegister = (deps: Deps, realm: Realm, input: SpectatorRegisterInput): Promise<InitialState> =>
  registerSpectator(deps, realm, input);
