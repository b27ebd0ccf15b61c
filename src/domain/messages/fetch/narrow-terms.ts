import { badRequest, DomainError } from '../../errors.ts';
import { pyStrip } from './py-compat.ts';
import { JsonFloat } from '../../strict-json.ts';

/** An operand as Zulip's validators let it through (Python bools count as ints). */
export type Operand = string | number | boolean | Array<number | boolean>;

export interface NarrowTerm {
  /** As sent: legacy spellings (stream, pm-with, group_pm_with, …) are kept. */
  operator: string;
  operand: Operand;
  negated: boolean;
}

/** Zulip's BadNarrowOperatorError. */
export const badNarrow = (desc: string): DomainError =>
  new DomainError('BAD_NARROW', `Invalid narrow operator: ${desc}`, 400, { desc });

/** Zulip's InvalidOperatorCombinationError. */
export const invalidCombination = (desc: string): DomainError =>
  new DomainError('BAD_NARROW', `Invalid narrow operator combination: ${desc}`, 400, { desc });

export const CHANNEL_OPERATORS = ['channel', 'stream'];
export const CHANNELS_OPERATORS = ['channels', 'streams'];
const STRING_OR_INT = new Set([...CHANNEL_OPERATORS, 'id', 'sender', 'group-pm-with', 'dm-including', 'with']);
const STRING_OR_INT_LIST = new Set(['pm-with', 'dm']);

/** Python's isinstance(v, int): JSON integers and booleans, never floats. */
const isPyInt = (v: unknown): v is number | boolean => typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v));

/**
 * The `narrow` parameter as Zulip's NarrowParameter model validates it.
 * Pydantic collects per-element shape errors and reports the first, but the
 * operand checks raise JsonableError, which escapes at once: so an operand
 * error in a later element wins over a shape error in an earlier one.
 * JSON `null` means no narrow.
 */
export function parseOptionalNarrow(value: unknown): NarrowTerm[] | null {
  if (value === null) return null;
  return parseNarrow(value);
}

/** As parseOptionalNarrow, for callers that have already handled JSON null. */
export function parseNarrow(value: unknown): NarrowTerm[] {
  if (!Array.isArray(value)) throw badRequest('narrow is not a list');
  let firstShapeError: DomainError | undefined;
  const terms: NarrowTerm[] = [];
  value.forEach((el, i) => {
    const r = parseTerm(el, i);
    if (r instanceof DomainError) firstShapeError ??= r;
    else terms.push(r);
  });
  if (firstShapeError) throw firstShapeError;
  return terms;
}

function parseTerm(el: unknown, i: number): NarrowTerm | DomainError {
  const valueError = (why: string) => badRequest(`Invalid narrow[${i}]: Value error, ${why}`);
  let operator: unknown;
  let operand: unknown;
  let negated: unknown = false;
  if (Array.isArray(el)) {
    if (el.length !== 2 || el.some((x) => typeof x !== 'string')) return valueError('element is not a string pair');
    [operator, operand] = el as string[];
  } else if (el !== null && typeof el === 'object' && !(el instanceof JsonFloat)) {
    const o = el as Record<string, unknown>;
    if (!Object.hasOwn(o, 'operand') || o.operand === null) return valueError('operand is missing');
    if (!Object.hasOwn(o, 'operator') || o.operator === null) return valueError('operator is missing');
    operator = o.operator;
    operand = o.operand;
    if (Object.hasOwn(o, 'negated')) negated = o.negated;
    // Field types (strict): the first failing field in declaration order.
    if (typeof operator !== 'string') return badRequest(`narrow[${i}]["operator"] is not a string`);
    if (typeof negated !== 'boolean') return badRequest(`narrow[${i}]["negated"] is not a boolean`);
  } else {
    return valueError('dict or list required');
  }
  const op = operator as string;
  return { operator: op, operand: checkOperand(op, operand), negated: negated as boolean };
}

/** NarrowParameter.validate_terms: the operand validator chosen by the operator as sent. */
function checkOperand(op: string, operand: unknown): Operand {
  if (STRING_OR_INT.has(op)) {
    if (typeof operand === 'string' || isPyInt(operand)) return operand;
    throw badRequest('operand is not a string or integer');
  }
  if (STRING_OR_INT_LIST.has(op)) {
    if (typeof operand === 'string') return operand;
    if (!Array.isArray(operand)) throw badRequest('operand is not a string or an integer list');
    operand.forEach((x, j) => {
      if (!isPyInt(x)) throw badRequest(`operand[${j}] is not an integer`);
    });
    return operand as Array<number | boolean>;
  }
  if (typeof operand !== 'string') throw badRequest('operand is not a string');
  if (op === 'search' && pyStrip(operand) === '') throw badRequest('operand cannot be blank.');
  return operand;
}
