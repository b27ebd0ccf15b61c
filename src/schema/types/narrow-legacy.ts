import { badRequest } from '../../domain/errors.ts';
import type { NarrowTerm } from '../../domain/messages/fetch/narrow-terms.ts';
import { idOf, optionalIdsOf } from '../entity-ids.ts';
import { builder } from '../builder.ts';
import { UserRef } from './user.ts';

/** The narrow input of string operators, kept (deprecated) beside the typed `NarrowFilter`. */

export const NarrowTermInput = builder.inputType('NarrowTermInput', {
  description:
    'Deprecated (use `NarrowFilter`): a narrow filter, as in GET /messages: the operator and exactly one of `operand` (a name, topic, email or search text), `operandId` (a channel, user or message id) or `operandIds` (the users of a direct conversation).',
  fields: (t) => ({
    operator: t.string({
      required: true,
      description: 'channel, topic, dm, sender, is, search, id, with, near, has, …',
    }),
    operand: t.string({ description: 'A name, topic, email or search text.', extensions: { nul: 'domain' } }),
    operandId: t.int({ description: 'A channel, user or message id.' }),
    operandNode: t.globalID({
      description:
        'The channel, user or message by its global id (instead of `operandId`); its type must fit the operator.',
    }),
    operandIds: t.intList({ description: 'The users of a direct conversation.' }),
    operandNodes: t.globalIDList({
      for: UserRef,
      description: 'The users by global id (instead of `operandIds`).',
    }),
    negated: t.boolean({ description: 'Whether the term is negated.' }),
  }),
});

export interface NarrowTermArg {
  operator: string;
  operand?: string | null;
  operandId?: number | null;
  operandNode?: { typename: string; id: string } | null;
  operandIds?: number[] | null;
  operandNodes?: Array<{ id: string }> | null;
  negated?: boolean | null;
}

/** The type of entity an operator's id names, for a global id given as its operand. */
const OPERAND_TYPES: Record<string, string> = {
  channel: 'Channel',
  stream: 'Channel',
  id: 'Message',
  near: 'Message',
  with: 'Message',
};

function operandNodeId(term: NarrowTermArg, i: number): number | null {
  const node = term.operandNode;
  if (node == null) return null;
  if (node.typename !== (OPERAND_TYPES[term.operator] ?? 'User'))
    throw badRequest(`narrow[${i}]: the global id names a ${node.typename}`).about('narrow');
  return idOf(null, node, 'operandNode');
}

function operandOf(term: NarrowTermArg, i: number): string | number | number[] {
  const given = [
    term.operand,
    term.operandId,
    operandNodeId(term, i),
    term.operandIds,
    term.operandNodes == null ? null : optionalIdsOf(null, term.operandNodes, 'operandNodes'),
  ].filter((v) => v !== null && v !== undefined);
  if (given.length !== 1)
    throw badRequest(`narrow[${i}] needs exactly one of operand, operandId and operandIds`).about('narrow');
  return given[0];
}

/** The input's terms as typed terms; the operations check them (the narrow's rules are the domain's). */
export function narrowOf(terms: readonly NarrowTermArg[] | null | undefined): NarrowTerm[] | null {
  if (terms === null || terms === undefined) return null;
  return terms.map((term, i) => ({
    operator: term.operator,
    operand: operandOf(term, i),
    negated: term.negated ?? false,
  }));
}
