import { badRequest, type DomainError } from './errors.ts';

/**
 * The ranges every input must fit before it reaches storage. Zulip leaves most
 * of them to the database (which then fails the request with a 500); here each
 * is checked where the value enters, with pydantic's wording, so no request can
 * make PostgreSQL refuse a statement.
 */

/** PostgreSQL `integer` columns, and GraphQL's `Int` (a signed 32-bit integer) that serves them. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * The most items one list parameter may carry (ids, names, principals, …).
 * Zulip has no general limit; PostgreSQL refuses statements with more than
 * 65,535 bind parameters, and one request should not do unbounded work. Ten
 * thousand is far above what a client sends (a user picker, a page of ids).
 */
export const MAX_LIST_ITEMS = 10_000;

/** Pydantic's `less_than` / `greater_than` messages (Zulip's typed_endpoint). */
export const tooLarge = (name: string): DomainError => badRequest(`${name} is too large`);
export const tooSmall = (name: string): DomainError => badRequest(`${name} is too small`);

export const listTooLong = (name: string, limit = MAX_LIST_ITEMS): DomainError =>
  badRequest(`${name} is too long (limit: ${limit} items)`);

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A decoded value that must be a boolean (pydantic strict mode's message). */
export function checkBool(name: string, v: unknown): boolean {
  if (typeof v !== 'boolean') throw badRequest(`${name} is not a boolean`);
  return v;
}

/** A decoded value that must be an integer fitting an `integer` column (pydantic's messages). */
export function checkStoredIntValue(name: string, v: unknown, min = INT32_MIN): number {
  if (!isInt(v)) throw badRequest(`${name} is not an integer`);
  return checkStoredInt(name, v, min);
}

/** An integer that will be stored in an `integer` column (and served as a GraphQL Int). */
export function checkStoredInt(name: string, value: number, min = INT32_MIN): number {
  if (value > INT32_MAX) throw tooLarge(name);
  if (value < min) throw tooSmall(name);
  return value;
}

export function checkListLength<T>(name: string, items: readonly T[], limit = MAX_LIST_ITEMS): readonly T[] {
  if (items.length > limit) throw listTooLong(name, limit);
  return items;
}
