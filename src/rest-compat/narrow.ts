import { badRequest, DomainError } from '../domain/errors.ts';
import { checkNarrowOperand, type NarrowTerm } from '../domain/messages/fetch/narrow-terms.ts';
import { JsonFloat } from '../domain/strict-json.ts';

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

/** A `narrow` that must be a list (`Json[list[NarrowParameter]]`): JSON null is "narrow is not a list". */
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
  return { operator: op, operand: checkNarrowOperand(op, operand), negated: negated as boolean };
}
