import { GraphQLError, type ExecutionResult } from 'graphql';
import type { GraphQLContext } from './context.ts';
import { WorkBudget } from './work-budget.ts';

/**
 * Queries and mutations of one user (or, without credentials, one address)
 * that run at once, over HTTP and WebSockets together; the others wait their
 * turn, in order. A user who sends many heavy operations at once then holds
 * at most this many of the server's turns (and of PGlite's one connection):
 * the others' requests go in between. A UI sends a few operations at once,
 * none of them heavy; they queue for milliseconds.
 */
export const OPERATIONS_PER_USER = 2;

/** Operations of one user that may wait for a turn; past them, one is refused at once. */
export const WAITING_PER_USER = 100;

interface Lane {
  running: number;
  waiting: Array<() => void>;
}

export interface OperationGate {
  /** Runs `execute` in its turn, with a fresh work budget in its context; refused when too many wait. */
  run(key: string, context: GraphQLContext, execute: () => Promise<ExecutionResult> | ExecutionResult): Promise<ExecutionResult>;
}

export const gateKey = (context: GraphQLContext, address: string): string => (context.actor ? `user:${context.actor.user.id}` : `address:${address}`);

export function operationGate(perKey = OPERATIONS_PER_USER, maxWaiting = WAITING_PER_USER): OperationGate {
  const lanes = new Map<string, Lane>();
  const release = (key: string, lane: Lane) => {
    const next = lane.waiting.shift();
    if (next) return next();
    lane.running--;
    if (lane.running === 0) lanes.delete(key);
  };
  return {
    async run(key, context, execute) {
      let lane = lanes.get(key);
      if (!lane) {
        lane = { running: 0, waiting: [] };
        lanes.set(key, lane);
      }
      if (lane.running < perKey) {
        lane.running++;
      } else {
        if (lane.waiting.length >= maxWaiting) {
          const message = `${maxWaiting} of your operations are already waiting for their turn; wait for their answers.`;
          return { errors: [new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', status: 400 } })] };
        }
        // A turn is handed over by the operation that ends: `running` stays as it was.
        await new Promise<void>((resolve) => lane!.waiting.push(resolve));
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
