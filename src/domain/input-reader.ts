/**
 * An operation's input, or how to read it. Zulip checks who may call some
 * endpoints before it reads any parameter (its decorators, a feature the user
 * turned off), then reads them, then applies its other rules: REST passes a
 * reader, so that the operation itself runs the checks in that order and a
 * request that is wrong twice gets Zulip's first error on both APIs. GraphQL,
 * whose arguments are checked before any resolver runs, passes the value.
 * (The value itself is never a function.)
 */
export type InputOrReader<T> = T | (() => T);

export function readInput<T>(input: InputOrReader<T>): T {
  return typeof input === 'function' ? (input as () => T)() : input;
}
