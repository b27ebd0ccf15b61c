import type { Realm } from '../../../generated/prisma/client.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../context.ts';
import { fetchInitialState } from '../../register/initial-state.ts';
import { registerSpectator } from '../../register/spectator-register.ts';
import type { InitialState, RegisterCapabilities } from '../../register/types.ts';
import { checkQueueRequest, openQueue, type QueueRequest } from './open-queue.ts';
import type { QueueRegistry } from './registry.ts';

/** POST /register: a queue's request and what the initial state should hold. */
export interface RegisterRequest extends QueueRequest {
  /** fetch_event_types, else event_types; null: everything. */
  wanted: readonly string[] | null;
  clientGravatar: boolean;
  includeSubscribers: 'true' | 'false' | 'partial';
  capabilities: RegisterCapabilities;
  presence: { slim: boolean; historyLimitDays: number | null };
}

/** A registration: the queue (none for a spectator, who polls nothing), the last event before the state, the state. */
export interface Registration {
  queueId: string | null;
  lastEventId: number | null;
  state: InitialState;
}

/**
 * POST /register (Zulip's events_register_backend): the request's checks in
 * Zulip's order (a spectator's admission and anonymous-request checks come
 * before the narrow's), then for a spectator the state without a queue, for a
 * user a queue and then the state. The queue exists before the state is read, so
 * no event is lost in between; one that lands meanwhile may be in the state
 * and is delivered as well (clients apply events idempotently).
 */
export async function registerQueue(
  deps: Deps,
  registry: QueueRegistry,
  actor: Actor | null,
  realm: Realm,
  request: RegisterRequest,
): Promise<Registration> {
  if (actor === null) {
    const state = await registerSpectator(deps, realm, {
      wanted: request.wanted === null ? null : [...request.wanted],
      clientGravatar: request.clientGravatar,
      includeSubscribers: request.includeSubscribers,
      capabilities: request.capabilities,
      // do_events_register checks the narrow after the view's anonymous-request checks.
      checkRequest: () => checkQueueRequest(actor, request),
    });
    return { queueId: null, lastEventId: null, state };
  }
  const queue = await openQueue(registry, actor, request);
  const lastEventId = queue.lastEventId;
  const { includeSubscribers } = request;
  const state = await fetchInitialState(deps, actor, {
    wanted: request.wanted === null ? null : new Set(request.wanted),
    clientGravatar: request.clientGravatar,
    includeSubscribers: includeSubscribers === 'partial' ? 'partial' : includeSubscribers === 'true',
    capabilities: request.capabilities,
    presence: request.presence,
  });
  return { queueId: queue.spec.id, lastEventId, state };
}
