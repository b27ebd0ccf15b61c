import { badRequest, DomainError } from '../../errors.ts';

export interface NarrowTerm {
  operator: string;
  operand: string | number | number[];
  negated: boolean;
}

export const badNarrow = (desc: string): DomainError =>
  new DomainError('BAD_NARROW', `Invalid narrow operator: ${desc}`, 400, { desc });

const STRING_OR_INT = new Set(['channel', 'stream', 'id', 'sender', 'group-pm-with', 'group_pm_with', 'dm-including', 'with']);
const STRING_OR_INT_LIST = new Set(['dm', 'pm-with', 'pm_with']);

/**
 * Zulip's narrow parameter validation (NarrowParameter): each element is a
 * `{operator, operand, negated?}` object or a legacy `[operator, operand]` pair.
 */
export function parseNarrow(value: unknown): NarrowTerm[] {
  if (!Array.isArray(value)) throw badRequest('narrow is not a list');
  return value.map((el, i) => parseTerm(el, `narrow[${i}]`));
}

function parseTerm(el: unknown, path: string): NarrowTerm {
  const invalid = (why: string) => badRequest(`Invalid ${path}: Value error, ${why}`);
  let operator: unknown;
  let operand: unknown;
  let negated: unknown = false;
  if (Array.isArray(el)) {
    if (el.length !== 2 || typeof el[0] !== 'string' || typeof el[1] !== 'string') {
      throw invalid('element is not a string pair');
    }
    [operator, operand] = el;
  } else if (el !== null && typeof el === 'object') {
    const o = el as Record<string, unknown>;
    operator = o.operator;
    operand = o.operand;
    negated = o.negated ?? false;
    if (operator === undefined || operator === null) throw invalid('operator is missing');
    if (operand === undefined || operand === null) throw invalid('operand is missing');
    if (typeof operator !== 'string') throw badRequest('operator is not a string');
    if (typeof negated !== 'boolean') throw badRequest('negated is not a boolean');
  } else {
    throw invalid('dict or list required');
  }
  const op = operator as string;
  // Zulip's NarrowParameter.validate_terms: messages name "operand" without the element path.
  if (STRING_OR_INT.has(op)) {
    if (typeof operand !== 'string' && !(typeof operand === 'number' && Number.isInteger(operand))) {
      throw badRequest('operand is not a string or integer');
    }
  } else if (STRING_OR_INT_LIST.has(op)) {
    if (Array.isArray(operand)) {
      operand.forEach((x, j) => {
        if (!(typeof x === 'number' && Number.isInteger(x))) throw badRequest(`operand[${j}] is not an integer`);
      });
    } else if (typeof operand !== 'string') {
      throw badRequest('operand is not a string or an integer list');
    }
  } else if (op === 'search') {
    if (typeof operand !== 'string') throw badRequest('operand is not a string');
    if (operand.trim() === '') throw badRequest('operand cannot be blank.');
  } else if (typeof operand !== 'string') {
    throw badRequest('operand is not a string');
  }
  return { operator: canonicalOperator(op), operand: operand as NarrowTerm['operand'], negated: negated as boolean };
}

/** Legacy operator names map onto current ones. */
export function canonicalOperator(op: string): string {
  switch (op) {
    case 'stream':
      return 'channel';
    case 'streams':
      return 'channels';
    case 'pm-with':
    case 'pm_with':
      return 'dm';
    case 'group_pm_with':
      return 'group-pm-with';
    case 'subject':
      return 'topic';
    default:
      return op;
  }
}

const CHANNEL_TYPE = new Set(['channel', 'topic', 'channels']);
const DM_TYPE = new Set(['dm', 'dm-including', 'group-pm-with']);

/** A narrow that asks for both a channel and a direct message can match nothing: Zulip refuses it. */
export function checkOperatorCombination(terms: NarrowTerm[]): void {
  const isDmIs = (t: NarrowTerm) => t.operator === 'is' && (t.operand === 'dm' || t.operand === 'private');
  const channelish = terms.some((t) => (!t.negated && CHANNEL_TYPE.has(t.operator)) || (t.negated && isDmIs(t)));
  const dmish = terms.some((t) => !t.negated && (DM_TYPE.has(t.operator) || isDmIs(t)));
  if (channelish && dmish) {
    throw new DomainError(
      'BAD_NARROW',
      'Invalid narrow operator combination: No message can be both a channel message and direct message',
      400,
      { desc: 'No message can be both a channel message and direct message' },
    );
  }
  if (terms.filter((t) => t.operator === 'with').length > 1) {
    throw new DomainError('BAD_NARROW', "Invalid narrow operator combination: Duplicate 'with' operators.", 400, {
      desc: "Duplicate 'with' operators.",
    });
  }
}
