import { listTooLong, MAX_LIST_ITEMS } from '../domain/bounds.ts';
import { badRequest, confusingArguments, missingArgument } from '../domain/errors.ts';
import { isStorableText, longerThan, nullBytesError } from '../domain/text.ts';
import type { Check } from './json-checks.ts';
import { literal } from './json-checks.ts';
import { parseJsonText } from './json-text.ts';

/**
 * How a parameter's NUL bytes are answered. By default the parameter is
 * refused (`<name> must not contain null bytes`): no text with a NUL can be
 * stored, and a query with one fails in PostgreSQL. `domain` leaves it to the
 * domain, which answers with Zulip's own message ("Message must not contain
 * null bytes", "Invalid character in topic") or "not found" for a name that is
 * only looked up.
 */
type NulRule = { nul?: 'refuse' | 'domain' };

interface StrOptions extends NulRule {
  maxLength?: number;
  /** Pydantic's min_length=1 "required string": `<name> cannot be blank`. */
  nonBlank?: boolean;
}

/** Deeper JSON than this is refused: Python's json (Zulip) fails past ~1,000 levels, and no parameter needs 20. */
const MAX_JSON_DEPTH = 100;

/**
 * Reads Zulip request parameters: form body first, then query string, for every
 * method. Call the readers in the order the Zulip view declares its parameters;
 * the first failure is the answer. Names never read are reported as
 * `ignored_parameters_unsupported`.
 */
export class Params {
  private readonly consumed = new Set<string>();

  constructor(
    private readonly body: ReadonlyMap<string, string>,
    private readonly query: ReadonlyMap<string, string>,
  ) {}

  /**
   * The raw text of a parameter, or undefined; marks it as used. Unchecked:
   * for parameters read only to be marked as used, or parsed by the caller
   * with the checks of `checkText`/`checkJsonValue`.
   */
  raw(name: string): string | undefined {
    this.consumed.add(name);
    return this.body.get(name) ?? this.query.get(name);
  }

  has(name: string): boolean {
    return this.body.has(name) || this.query.has(name);
  }

  /** A parameter with a legacy alias (`topic`/`subject`): sending both is an error. */
  aliased(name: string, alias: string, opts: NulRule = {}): string | undefined {
    const a = this.raw(name);
    const b = this.raw(alias);
    if (a !== undefined && b !== undefined) throw confusingArguments(name, alias);
    if (a !== undefined) return checkText(name, a, opts);
    return b === undefined ? undefined : checkText(alias, b, opts);
  }

  str(name: string, opts: StrOptions & { required: true }): string;
  str(name: string, opts?: StrOptions & { required?: false }): string | undefined;
  str(name: string, opts: StrOptions & { required?: boolean } = {}): string | undefined {
    const v = this.raw(name);
    if (v === undefined) {
      if (opts.required) throw missingArgument(name);
      return undefined;
    }
    return checkString(name, v, opts);
  }

  /** A `Json[...]` parameter: JSON text checked by `check`. */
  json<T>(name: string, check: Check<T>, opts: NulRule & { required: true }): T;
  json<T>(name: string, check: Check<T>, opts?: NulRule & { required?: false }): T | undefined;
  json<T>(name: string, check: Check<T>, opts: NulRule & { required?: boolean } = {}): T | undefined {
    const v = this.raw(name);
    if (v === undefined) {
      if (opts.required) throw missingArgument(name);
      return undefined;
    }
    return check(parseJsonParam(name, v, opts), name);
  }

  /** A plain-string `Literal[...]` parameter (`Invalid <name>`). */
  choice<T extends string>(name: string, allowed: readonly T[], opts: { required: true }): T;
  choice<T extends string>(name: string, allowed: readonly T[], opts?: { required?: false }): T | undefined;
  choice<T extends string>(name: string, allowed: readonly T[], opts: { required?: boolean } = {}): T | undefined {
    const v = this.raw(name);
    if (v === undefined) {
      if (opts.required) throw missingArgument(name);
      return undefined;
    }
    // A NUL is simply not one of the allowed values: Zulip's "Invalid <name>".
    return literal(allowed)(v, name);
  }

  /** Sorted names the view never read (Zulip's ignored_parameters_unsupported). */
  ignored(): string[] {
    const names = new Set([...this.body.keys(), ...this.query.keys()]);
    return [...names].filter((n) => !this.consumed.has(n)).sort();
  }
}

/** A text parameter's NUL rule (see NulRule). */
export function checkText(name: string, v: string, opts: NulRule): string {
  if (opts.nul !== 'domain' && !isStorableText(v)) throw nullBytesError(name);
  return v;
}

export function checkString(name: string, v: string, opts: StrOptions): string {
  checkText(name, v, opts);
  if (opts.nonBlank && v.length === 0) throw badRequest(`${name} cannot be blank`);
  if (opts.maxLength !== undefined && longerThan(v, opts.maxLength)) {
    throw badRequest(`${name} is too long (limit: ${opts.maxLength} characters)`);
  }
  return v;
}

/** A `Json[...]` parameter's value, with the checks of `checkJsonValue`. */
export function parseJsonParam(name: string, text: string, opts: NulRule = {}): unknown {
  let value: unknown;
  try {
    value = parseJsonText(text);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
  return checkJsonValue(name, value, opts);
}

/**
 * What every decoded JSON parameter must satisfy before any check of its own
 * shape: no list longer than MAX_LIST_ITEMS, no nesting deeper than
 * MAX_JSON_DEPTH, and (unless the domain answers it) no string with a NUL.
 * Iterative, so a deeply nested value cannot exhaust the stack.
 */
export function checkJsonValue(name: string, value: unknown, opts: NulRule = {}): unknown {
  const pending: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  while (pending.length > 0) {
    const { v, depth } = pending.pop()!;
    if (typeof v === 'string') {
      checkText(name, v, opts);
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw badRequest(`${name} is nested too deeply`);
      const items = Array.isArray(v) ? v : Object.entries(v).flat();
      if (Array.isArray(v) && v.length > MAX_LIST_ITEMS) throw listTooLong(name);
      for (const item of items) pending.push({ v: item, depth: depth + 1 });
    }
  }
  return value;
}
