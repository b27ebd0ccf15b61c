import {
  getNamedType,
  getOperationAST,
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
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import { MAX_LIST_ITEMS } from '../domain/bounds.ts';
import { ASSUMED_LIST_LENGTH, measureShape, MESSAGE_FIELDS, MESSAGES_CONNECTION_DEFAULT_PAGE } from './cost.ts';
import { GRAPHQL_LIMITS, limitRefusal } from './document-limits.ts';
import { oneOfVariableErrors } from './one-of-variables.ts';

export { MESSAGES_CONNECTION_DEFAULT_PAGE };
export { GRAPHQL_LIMITS, limitRules, parseWithLimits, TOO_COMPLEX, validateWithLimits } from './document-limits.ts';

/** The code of a refused argument value (a NUL byte, an over-long list). */
export const BAD_ARGUMENT = 'BAD_REQUEST';

/**
 * How an argument's NUL bytes are answered, as REST's `nul` option: refused
 * here unless the argument (or input field) says `extensions: { nul: 'domain' }`
 * because the domain answers it with Zulip's own message, or "not found" for a
 * name that is only looked up.
 */
type NulRule = 'refuse' | 'domain';
const nulRuleOf = (def: { extensions?: Readonly<Record<string, unknown>> | null }, inherited: NulRule): NulRule =>
  def.extensions?.nul === 'domain' ? 'domain' : inherited;

/** What checkOperation finds: refusals, or whether the operation is heavy (operation-gate.ts). */
export interface OperationCheck {
  errors: GraphQLError[];
  heavy: boolean;
}

/**
 * What validation cannot see because it depends on variables: no string with a
 * NUL byte (PostgreSQL text cannot hold one), no list longer than
 * MAX_LIST_ITEMS, @oneOf in variables (one-of-variables.ts), and the
 * operation's weight — messages asked for across `messages` fields and the
 * root fields' weights. Run before execution.
 */
export function checkOperationInputs(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): GraphQLError[] {
  return checkOperation(schema, document, variables, operationName).errors;
}

/** checkOperationInputs, and from the same measure whether the operation is heavy: one walk of it per request. */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): OperationCheck {
  const errors: GraphQLError[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const def = typeInfo.getArgument();
        if (!def) return;
        const why = badValue(valueFromASTUntyped(node.value, variables ?? {}), def.type, nulRuleOf(def, 'refuse'));
        if (why)
          errors.push(
            new GraphQLError(`Argument "${node.name.value}" ${why}.`, {
              nodes: node,
              extensions: { code: BAD_ARGUMENT, status: 400 },
            }),
          );
      },
    }),
  );
  if (errors.length > 0) return { errors, heavy: false };
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!operation) return { errors: [], heavy: false };
  const oneOf = oneOfVariableErrors(schema, operation, variables ?? {});
  if (oneOf.length > 0) return { errors: [...oneOf], heavy: false };
  const measure = measureOperation(schema, document, operation, variables ?? {});
  return { errors: weighOperation(measure), heavy: isHeavy(measure) };
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
        pending.push(
          { v: k, t: null, rule: r },
          { v: x, t: field?.type ?? null, rule: field ? nulRuleOf(field, 'refuse') : r },
        );
      }
    }
  }
  return null;
}

interface Measure {
  /** The fields' weights (cost.ts's FIELD_WEIGHTS; `messages` one per message). */
  weight: number;
  /** Messages asked for across `messages` fields, and how many such fields. */
  messages: number;
  messageFields: number;
  /** Objects the answer would hold, through nested lists (cost.ts). */
  objects: number;
}

function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Measure {
  const measure: Measure = { weight: 0, messages: 0, messageFields: 0, objects: 0 };
  const root = schema.getRootType(operation.operation);
  if (!root) return measure;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  );
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
    if (!field || !MESSAGE_FIELDS.has(name)) continue;
    if (isObjectType(getNamedType(field.type)) && operation.operation === 'query') {
      const n = requestedMessages(field, node, variables);
      measure.messages += n;
      measure.messageFields++;
      measure.weight += n;
    } else {
      measure.weight += 1;
    }
  }
  const shape = measureShape(schema, document, operation, variables);
  measure.weight += shape.weight;
  measure.objects = shape.objects;
  return measure;
}

function weighOperation({ weight, messages, messageFields, objects }: Measure): GraphQLError[] {
  // One `messages` field over the maximum gets Zulip's own error from the domain.
  if (messageFields > 1 && messages > GRAPHQL_LIMITS.maxMessages) {
    return [refuse('maxMessages', `The operation asks for ${messages} messages`)];
  }
  if (weight > GRAPHQL_LIMITS.maxWeight) {
    return [
      refuse(
        'maxWeight',
        `The operation asks for too much at once: it weighs ${weight} (a bootstrap 1000 and each of its ` +
          'organization-wide sections 2000, an organization-wide list 2000, a message 1); split it',
      ),
    ];
  }
  if (objects > GRAPHQL_LIMITS.maxObjects) {
    return [
      refuse(
        'maxObjects',
        `The operation's nested lists multiply to about ${Math.round(objects)} objects (a list without a length ` +
          `argument counts as ${ASSUMED_LIST_LENGTH} items); ask for fewer lists inside lists, or split it`,
      ),
    ];
  }
  return [];
}

const refuse = (limit: 'maxMessages' | 'maxWeight' | 'maxObjects', message: string): GraphQLError =>
  limitRefusal(limit, GRAPHQL_LIMITS[limit], message);

/**
 * Weight from which an operation is heavy: it takes turns with its user's
 * other heavy operations (operation-gate.ts). A bootstrap, an
 * organization-wide list, a page of 1,000 messages or more.
 */
export const HEAVY_FROM = 1_000;

/**
 * Objects (cost.ts) from which an operation is heavy. A UI's page of 100
 * messages with senders, channels and reactions with their users counts
 * ~2,300 (reactions assumed ten a message) and is served side by side like
 * REST's GET /messages; nested organization-wide lists (subscriptions with
 * their subscribers, ~10,200) and the largest pages still take turns.
 */
export const HEAVY_OBJECTS_FROM = 5_000;

const isHeavy = ({ weight, objects }: Measure): boolean => weight >= HEAVY_FROM || objects >= HEAVY_OBJECTS_FROM;

/**
 * Whether an operation (already checked) reads the organization at large or
 * answers with many objects: a bootstrap, an organization-wide list, a large
 * page of messages. A message sent, a file uploaded, a draft saved, a UI's
 * page of messages are light and never wait behind them.
 */
export function isHeavyOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation) return false;
  return isHeavy(measureOperation(schema, document, operation, variables ?? {}));
}

/** `numBefore + numAfter + 1`, `first`/`last` of the connection, or the number of `messageIds`; 0 when the arguments do not coerce (execution reports that). */
function requestedMessages(
  field: Parameters<typeof getArgumentValues>[0],
  node: FieldNode,
  variables: Record<string, unknown>,
): number {
  try {
    const args = getArgumentValues(field, node, variables) as {
      numBefore?: number;
      numAfter?: number;
      messageIds?: number[] | null;
      first?: number | null;
      last?: number | null;
    };
    if (args.messageIds) return args.messageIds.length;
    if (field.name === 'messagesConnection')
      return (args.first ?? 0) + (args.last ?? 0) || MESSAGES_CONNECTION_DEFAULT_PAGE;
    return (args.numBefore ?? 0) + (args.numAfter ?? 0) + 1;
  } catch {
    return 0;
  }
}
