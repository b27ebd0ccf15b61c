/**
 * An operation's input as a transport hands it over: the value (GraphQL has
 * parsed its arguments before the operation runs), or a function that reads
 * it (REST, whose parameters Zulip reads only after the checks it runs first:
 * a decorator's permission check, a feature the user turned off). The
 * operation reads it where Zulip reads its parameters, so a request that is
 * wrong twice gets Zulip's first error on both APIs.
 */
export type DeferredInput<T> = T | (() => T);

export function readInput<T>(input: DeferredInput<T>): T {
  return typeof input === 'function' ? (input as () => T)() : input;
}
