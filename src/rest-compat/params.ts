import { badRequest, confusingArguments, missingArgument } from '../domain/errors.ts';
import type { Check } from './json-checks.ts';
import { literal } from './json-checks.ts';

interface StrOptions {
  maxLength?: number;
  /** Pydantic's min_length=1 "required string": `<name> cannot be blank`. */
  nonBlank?: boolean;
}

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

  /** The raw text of a parameter, or undefined; marks it as used. */
  raw(name: string): string | undefined {
    this.consumed.add(name);
    return this.body.get(name) ?? this.query.get(name);
  }

  has(name: string): boolean {
    return this.body.has(name) || this.query.has(name);
  }

  /** A parameter with a legacy alias (`topic`/`subject`): sending both is an error. */
  aliased(name: string, alias: string): string | undefined {
    const a = this.raw(name);
    const b = this.raw(alias);
    if (a !== undefined && b !== undefined) throw confusingArguments(name, alias);
    return a ?? b;
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
  json<T>(name: string, check: Check<T>, opts: { required: true }): T;
  json<T>(name: string, check: Check<T>, opts?: { required?: false }): T | undefined;
  json<T>(name: string, check: Check<T>, opts: { required?: boolean } = {}): T | undefined {
    const v = this.raw(name);
    if (v === undefined) {
      if (opts.required) throw missingArgument(name);
      return undefined;
    }
    return check(parseJsonParam(name, v), name);
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
    return literal(allowed)(v, name);
  }

  /** Sorted names the view never read (Zulip's ignored_parameters_unsupported). */
  ignored(): string[] {
    const names = new Set([...this.body.keys(), ...this.query.keys()]);
    return [...names].filter((n) => !this.consumed.has(n)).sort();
  }
}

export function checkString(name: string, v: string, opts: StrOptions): string {
  if (opts.nonBlank && v.length === 0) throw badRequest(`${name} cannot be blank`);
  if (opts.maxLength !== undefined && [...v].length > opts.maxLength) {
    throw badRequest(`${name} is too long (limit: ${opts.maxLength} characters)`);
  }
  return v;
}

export function parseJsonParam(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
}
