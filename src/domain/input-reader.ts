/**
 * An operation's input, or how to read it. Zulip checks who may call some
 * endpoints before it reads any parameter (its decorators), then reads them,
 * then applies its other rules: REST passes a reader, so that the operation
 * itself runs the checks in that order and a caller who may not call it hears
 * so rather than of a bad parameter. GraphQL, whose arguments are checked
 * before any resolver runs, passes the value.
 */
export type InputOrReader<T extends object> = T | (() => T);

export function readInput<T extends object>(input: InputOrReader<T>): T {
  return typeof input === 'function' ? (input as () => T)() : input;
}
