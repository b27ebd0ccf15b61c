import { badRequest } from '../domain/errors.ts';
import type { GivenNarrowTerm, NarrowSource } from '../domain/messages/fetch/narrow-terms.ts';
import { JsonFloat } from '../domain/strict-json.ts';

/**
 * The `narrow` parameter as Zulip's NarrowParameter model reads it: one
 * reader per element, which decodes its shape when the operation asks for it
 * (the operation checks the operand, in Zulip's order). JSON `null` means no narrow.
 */
export function optionalNarrowElements(value: unknown): NarrowSource {
  if (value === null) return null;
  return narrowElements(value);
}

/** A `narrow` that must be a list (`Json[list[NarrowParameter]]`): JSON null is "narrow is not a list". */
export function narrowElements(value: unknown): NonNullable<NarrowSource> {
  if (!Array.isArray(value)) throw badRequest('narrow is not a list');
  return value.map((el: unknown, i) => () => termShape(el, i));
}

function termShape(el: unknown, i: number): GivenNarrowTerm {
  const valueError = (why: string) => badRequest(`Invalid narrow[${i}]: Value error, ${why}`);
  if (Array.isArray(el)) {
    if (el.length !== 2 || el.some((x) => typeof x !== 'string')) throw valueError('element is not a string pair');
    const [operator, operand] = el as string[];
    return { operator, operand, negated: false };
  }
  if (el === null || typeof el !== 'object' || el instanceof JsonFloat) throw valueError('dict or list required');
  const o = el as Record<string, unknown>;
  if (!Object.hasOwn(o, 'operand') || o.operand === null) throw valueError('operand is missing');
  if (!Object.hasOwn(o, 'operator') || o.operator === null) throw valueError('operator is missing');
  const negated = Object.hasOwn(o, 'negated') ? o.negated : false;
  // Field types (strict): the first failing field in declaration order.
  if (typeof o.operator !== 'string') throw badRequest(`narrow[${i}]["operator"] is not a string`);
  if (typeof negated !== 'boolean') throw badRequest(`narrow[${i}]["negated"] is not a boolean`);
  return { operator: o.operator, operand: o.operand, negated };
}
