import { badRequest, DomainError } from '../../errors.ts';
import { readInput, type InputOrReader } from '../../input-reader.ts';
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
function checkNarrowOperand(op: string, operand: unknown): Operand {
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

/** A narrow term as given: its operand not yet checked against its operator (REST: a JSON value). */
export interface GivenNarrowTerm {
  operator: string;
  operand: unknown;
  negated: boolean;
}

/**
 * A narrow as given (null: no narrow): its terms, or (REST) one reader per
 * element that decodes the element's shape when the operation asks for it.
 */
export type NarrowSource = ReadonlyArray<InputOrReader<GivenNarrowTerm>> | null;

/**
 * The narrow's terms through the operand rules, in Zulip's order: pydantic
 * validates every element and reports the first shape error after the list,
 * but an operand check raises JsonableError, which escapes at once, so an
 * operand error in a later element wins over a shape error in an earlier one.
 */
export function readNarrow(source: NarrowSource): NarrowTerm[] | null {
  if (source === null) return null;
  let firstShapeError: DomainError | undefined;
  const terms: NarrowTerm[] = [];
  for (const element of source) {
    let term: GivenNarrowTerm;
    try {
      term = readInput(element);
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      firstShapeError ??= e;
      continue;
    }
    terms.push({
      operator: term.operator,
      operand: checkNarrowOperand(term.operator, term.operand),
      negated: term.negated,
    });
  }
  if (firstShapeError) throw firstShapeError;
  return terms;
}
