import { createSourceEventStream, type ExecutionResult } from 'graphql';
import { deliverDirect, type Rendered, type Sink } from './ws-fanout.ts';

/* A subscription's source stream as graphql-ws sends it: each event executed, or rendered straight to the socket. */

/**
 * Each event of the source stream run through the compiled operation, as
 * graphql-js's `subscribe` runs `execute` with the event as root value. (Not
 * graphql-jit's own `subscribe`: it passes the already coerced variables to
 * each event's execution, which coerces them again and refuses enum values.)
 */
export async function mapStream(
  source: ReturnType<typeof createSourceEventStream>,
  run: (payload: unknown) => ExecutionResult | Promise<ExecutionResult>,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await source;
  if (!(Symbol.asyncIterator in stream)) return stream;
  const it = stream[Symbol.asyncIterator]();
  const done = (): IteratorResult<ExecutionResult> => ({ value: undefined, done: true });
  const close = async (): Promise<IteratorResult<ExecutionResult>> => {
    if (it.return) await it.return();
    return done();
  };
  const map = async (r: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (r.done) return done();
    try {
      return { value: await run(r.value), done: false };
    } catch (e) {
      await close().catch(() => undefined);
      throw e;
    }
  };
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    next: async () => map(await it.next()),
    return: close,
    throw: async (e: unknown) => (it.throw ? map(await it.throw(e)) : Promise.reject(e)),
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}

/** A subscription's frames written by deliverDirect; a source that is no stream (an error at subscribe) is the result. */
export async function directStream(
  source: ReturnType<typeof createSourceEventStream>,
  sink: Sink,
  render: (item: unknown) => Rendered | Promise<Rendered>,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await source;
  if (!(Symbol.asyncIterator in stream)) return stream;
  return deliverDirect(stream[Symbol.asyncIterator](), sink, render);
}
