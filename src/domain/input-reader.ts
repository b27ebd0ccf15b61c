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

/**
 * An input read one field at a time, in the order the operation asks for them.
 * Zulip checks each parameter's rules as it parses it, so a request wrong in
 * two parameters gets the earlier one's error even when one is a type error
 * and the other a rule: REST passes a reader that decodes the parameter it is
 * asked for, the operation applies that field's rules before asking for the
 * next. GraphQL passes the value.
 */
export type FieldReader<T> = <K extends keyof T>(key: K) => T[K] | undefined;
export type FieldsOrReader<T> = T | FieldReader<T>;

export function readField<T extends object, K extends keyof T>(input: FieldsOrReader<T>, key: K): T[K] | undefined {
  return typeof input === 'function' ? (input as FieldReader<T>)(key) : input[key];
}

/**
 * As FieldsOrReader, for an input with required fields: the reader gives
 * each field as typed, having applied the parameter's default or refused its
 * absence itself (REST: Zulip's defaults and errors), so the operation reads
 * the same value either way.
 */
export type TypedFieldReader<T> = <K extends keyof T>(key: K) => T[K];
export type TypedFieldsOrReader<T> = T | TypedFieldReader<T>;

export function readTypedField<T extends object, K extends keyof T>(input: TypedFieldsOrReader<T>, key: K): T[K] {
  return typeof input === 'function' ? (input as TypedFieldReader<T>)(key) : input[key];
}

/** A reader of one parser per field: each field parsed when the operation asks for it. */
export const fieldParsers =
  <T>(parsers: { readonly [K in keyof T]-?: () => T[K] }): TypedFieldReader<T> =>
  (key) =>
    parsers[key]();
