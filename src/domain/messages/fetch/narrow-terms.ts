import { badRequest, DomainError } from '../../errors.ts';
import { pyStrip } from '../../python-text.ts';

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
const isPyInt = (v: unknown): v is number | boolean =>
  typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v));

/**
 * NarrowParameter.validate_terms: the operand validator chosen by the
 * operator as sent (a JSON value on REST, a typed operand on GraphQL).
 */
export function checkNarrowOperand(op: string, operand: unknown): Operand {
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

/**
 * A narrow's terms through the operand rules, as the operations that take a
 * narrow apply them (null: no narrow). REST's parser applies
 * checkNarrowOperand to each element as it decodes it, because Zulip's
 * operand errors escape pydantic's collection of shape errors at once (see
 * src/rest-compat/narrow.ts): for its terms this finds nothing more.
 */
export const checkNarrowTerms = (terms: readonly NarrowTerm[] | null): NarrowTerm[] | null =>
  terms === null
    ? null
    : terms.map((t) => ({
        operator: t.operator,
        operand: checkNarrowOperand(t.operator, t.operand),
        negated: t.negated,
      }));
