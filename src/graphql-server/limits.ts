import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import { MAX_LIST_ITEMS } from '../domain/bounds.ts';
import { MAX_MESSAGES_PER_FETCH } from '../domain/messages/limits.ts';

/**
 * The limits of the public GraphQL endpoint, the same over HTTP and WebSockets:
 * a client may not make one operation cost the server much more than one REST
 * request would. Each refusal is an ordinary GraphQL error with a code.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens in one document (graphql-js stops parsing past it). */
  maxTokens: 5_000,
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  /** graphql-armor's structural cost (objects 2, scalars 1, ×1.5 per level). */
  maxStructuralCost: 5_000,
  /** Messages all `messages` fields of one operation may ask for: Zulip's per-request maximum. */
  maxMessages: MAX_MESSAGES_PER_FETCH,
  /** The weight of one operation's root fields (see ROOT_WEIGHTS). */
  maxWeight: 10_000,
} as const;

/** The code of every refusal for cost or size. */
export const TOO_COMPLEX = 'QUERY_TOO_COMPLEX';
/** The code of a refused argument value (a NUL byte, an over-long list). */
export const BAD_ARGUMENT = 'BAD_REQUEST';

const refusal = (message: string, code = TOO_COMPLEX): GraphQLError => new GraphQLError(message, { extensions: { code, status: 400 } });

/**
 * Root fields whose answer grows with the organization (every channel, every
 * user) weigh as much as a fifth of an operation; a password check (argon2)
 * half of one. Other root fields weigh 1, `messages` one per message asked for.
 */
const ROOT_WEIGHTS: Record<string, number> = {
  channels: 2_000,
  users: 2_000,
  subscriptions: 2_000,
  topics: 2_000,
  channelSubscribers: 2_000,
  fetchApiKey: 5_000,
};

/** graphql-armor's rules, reporting (not throwing) with our code. */
export function limitRules(): ValidationRule[] {
  const report = { propagateOnRejection: false, onReject: [(ctx: ValidationContext | null, e: GraphQLError) => ctx?.reportError(refusal(e.message.replace(/^Syntax Error: /, '')))] };
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...report }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...report }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...report }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxStructuralCost, ...report }),
  ];
}

/**
 * How an argument's NUL bytes are answered, as REST's `nul` option: refused
 * here unless the argument (or input field) says `extensions: { nul: 'domain' }`
 * because the domain answers it with Zulip's own message, or "not found" for a
 * name that is only looked up.
 */
type NulRule = 'refuse' | 'domain';
const nulRuleOf = (def: { extensions?: Readonly<Record<string, unknown>> | null }, inherited: NulRule): NulRule =>
  def.extensions?.nul === 'domain' ? 'domain' : inherited;

/**
 * What validation cannot see because it depends on variables: no string with a
 * NUL byte (PostgreSQL text cannot hold one), no list longer than
 * MAX_LIST_ITEMS, and the operation's weight — messages asked for across
 * `messages` fields and the root fields' weights. Run before execution.
 */
export function checkOperationInputs(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const def = typeInfo.getArgument();
        if (!def) return;
        const why = badValue(valueFromASTUntyped(node.value, variables ?? {}), def.type, nulRuleOf(def, 'refuse'));
        if (why) errors.push(new GraphQLError(`Argument "${node.name.value}" ${why}.`, { nodes: node, extensions: { code: BAD_ARGUMENT, status: 400 } }));
      },
    }),
  );
  if (errors.length > 0) return errors;
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation) return [];
  return weighOperation(schema, document, operation, variables ?? {});
}

/**
 * Why a value given for an input of type `type` is refused, or null; input
 * objects are followed field by field, each with its own NUL rule. Values that
 * do not fit the type are left to GraphQL's coercion. Iterative, so a deep
 * value cannot exhaust the stack.
 */
function badValue(value: unknown, type: GraphQLInputType, rule: NulRule): string | null {
  const pending: Array<{ v: unknown; t: GraphQLInputType | null; rule: NulRule }> = [{ v: value, t: type, rule }];
  while (pending.length > 0) {
    const { v, t: typed, rule: r } = pending.pop()!;
    const t = typed && isNonNullType(typed) ? typed.ofType : typed;
    if (typeof v === 'string') {
      if (r === 'refuse' && v.includes('\0')) return 'must not contain null bytes';
    } else if (Array.isArray(v)) {
      if (v.length > MAX_LIST_ITEMS) return `has a list longer than ${MAX_LIST_ITEMS} items`;
      const item = t && isListType(t) ? t.ofType : t;
      for (const x of v) pending.push({ v: x, t: item, rule: r });
    } else if (v !== null && typeof v === 'object') {
      const fields = t && isInputObjectType(t) ? t.getFields() : null;
      for (const [k, x] of Object.entries(v)) {
        const field = fields?.[k];
        pending.push({ v: k, t: null, rule: r }, { v: x, t: field?.type ?? null, rule: field ? nulRuleOf(field, 'refuse') : r });
      }
    }
  }
  return null;
}

function weighOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  const root = schema.getRootType(operation.operation);
  if (!root) return [];
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  let weight = 0;
  let messages = 0;
  let messageFields = 0;
  const rootFields = (set: SelectionSetNode, seen: Set<string>): FieldNode[] =>
    set.selections.flatMap((s) => {
      if (s.kind === Kind.FIELD) return [s];
      if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, seen);
      const fragment = fragments.get(s.name.value);
      if (!fragment || seen.has(s.name.value)) return [];
      return rootFields(fragment, new Set([...seen, s.name.value]));
    });
  for (const node of rootFields(operation.selectionSet, new Set())) {
    const name = node.name.value;
    const field = root.getFields()[name];
    if (!field) continue;
    if ((name === 'messages' || name === 'messagesConnection') && isObjectType(getNamedType(field.type)) && operation.operation === 'query') {
      const n = requestedMessages(field, node, variables);
      messages += n;
      messageFields++;
      weight += n;
    } else {
      weight += ROOT_WEIGHTS[name] ?? 1;
    }
  }
  // One `messages` field over the maximum gets Zulip's own error from the domain.
  if (messageFields > 1 && messages > GRAPHQL_LIMITS.maxMessages) {
    return [refusal(`Too many messages requested in one operation (maximum ${GRAPHQL_LIMITS.maxMessages}).`)];
  }
  if (weight > GRAPHQL_LIMITS.maxWeight) {
    return [refusal(`The operation asks for too much at once (weight ${weight}, maximum ${GRAPHQL_LIMITS.maxWeight}); split it.`)];
  }
  return [];
}

/** Messages a connection page holds when neither `first` nor `last` is given. */
export const MESSAGES_CONNECTION_DEFAULT_PAGE = 100;

/** `numBefore + numAfter + 1`, `first`/`last` of the connection, or the number of `messageIds`; 0 when the arguments do not coerce (execution reports that). */
function requestedMessages(field: Parameters<typeof getArgumentValues>[0], node: FieldNode, variables: Record<string, unknown>): number {
  try {
    const args = getArgumentValues(field, node, variables) as {
      numBefore?: number;
      numAfter?: number;
      messageIds?: number[] | null;
      first?: number | null;
      last?: number | null;
    };
    if (args.messageIds) return args.messageIds.length;
    if (field.name === 'messagesConnection') return (args.first ?? 0) + (args.last ?? 0) || MESSAGES_CONNECTION_DEFAULT_PAGE;
    return (args.numBefore ?? 0) + (args.numAfter ?? 0) + 1;
  } catch {
    return 0;
  }
}
