import type { ExecutionResult } from 'graphql';
import { limitRefusal } from './document-limits.ts';
import type { GraphQLContext } from './graphql-context.ts';
import { WorkBudget } from './work-budget.ts';

/**
 * Heavy queries and mutations (limits.ts's isHeavyOperation: a bootstrap, an
 * organization-wide list, a page of messages) of one user, or without
 * credentials of one address, run one at a time over HTTP and WebSockets
 * together; the others wait their turn, in order. A user sending many heavy
 * operations at once then holds one of the server's turns (and of PGlite's
 * one connection) and the others' requests go in between: with two at once,
 * another user's GET /users/me waited up to a second behind a flood of the
 * heaviest operation allowed (bench/graphql-flood.ts), about half of that with
 * one. Light operations (a message sent, a file uploaded) never wait.
 */
export const HEAVY_OPERATIONS_PER_USER = 1;

/** Heavy operations of one user that may wait for a turn; past them, one is refused at once. */
export const WAITING_PER_USER = 100;

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

export interface OperationGate {
  /** Runs `execute` with a fresh work budget in its context, a heavy one in its turn; refused when too many wait. */
  run<T>(
    key: string,
    context: GraphQLContext,
    heavy: boolean,
    execute: () => Promise<T> | T,
  ): Promise<T | ExecutionResult>;
}

export const gateKey = (context: GraphQLContext, address: string): string =>
  context.actor ? `user:${context.actor.user.id}` : `address:${address}`;

export function operationGate(perKey = HEAVY_OPERATIONS_PER_USER, maxWaiting = WAITING_PER_USER): OperationGate {
  const lanes = new Map<string, Lane>();
  const release = (key: string, lane: Lane) => {
    const next = lane.waiting.shift();
    if (next) return next();
    lane.running--;
    if (lane.running === 0) lanes.delete(key);
  };
  return {
    async run(key, context, heavy, execute) {
      if (!heavy) {
        context.work = new WorkBudget();
        return execute();
      }
      const lane = lanes.get(key) ?? { running: 0, waiting: [] };
      lanes.set(key, lane);
      if (lane.running < perKey) {
        lane.running++;
      } else {
        if (lane.waiting.length >= maxWaiting) {
          const message = `${maxWaiting} of your operations are already waiting for their turn; wait for their answers`;
          return { errors: [limitRefusal('waitingPerUser', maxWaiting, message)] };
        }
        // A turn is handed over by the operation that ends: `running` stays as it was.
        await new Promise<void>((resolve) => lane.waiting.push(resolve));
      }
      context.work = new WorkBudget();
      try {
        return await execute();
      } finally {
        release(key, lane);
      }
    },
  };
}
