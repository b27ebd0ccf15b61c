import {
  getNamedType,
  isInputObjectType,
  typeFromAST,
  type GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';

/*
 * graphql-jit coerces variables without applying @oneOf to an input object
 * nested in another (a `filter` term of a narrow, a widget event): two
 * members of a term would reach the resolver. Validation applies it to
 * literals, and graphql-js's coercion to variables; so an operation whose
 * variables can hold a @oneOf input has them coerced by graphql-js first, and
 * is refused with graphql-js's words. Other operations skip it (a message
 * page's variables hold none).
 */

const reaching = new WeakMap<GraphQLNamedType, boolean>();

/** Whether a value of `type` can hold a @oneOf input object, at any depth (remembered for each variable's type). */
function reachesOneOf(type: GraphQLNamedType): boolean {
  let found = reaching.get(type);
  if (found === undefined) {
    found = holdsOneOf(type, new Set());
    reaching.set(type, found);
  }
  return found;
}

function holdsOneOf(type: GraphQLNamedType, seen: Set<GraphQLNamedType>): boolean {
  if (!isInputObjectType(type) || seen.has(type)) return false;
  seen.add(type);
  return type.isOneOf || Object.values(type.getFields()).some((f) => holdsOneOf(getNamedType(f.type), seen));
}

/** graphql-js's refusals of the operation's variables where they can hold a @oneOf input; otherwise none. */
export function oneOfVariableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): readonly GraphQLError[] {
  const definitions = operation.variableDefinitions ?? [];
  const canHoldOneOf = definitions.some((d) => {
    const type = typeFromAST(schema, d.type);
    return type !== undefined && reachesOneOf(getNamedType(type));
  });
  if (!canHoldOneOf) return [];
  return getVariableValues(schema, definitions, variables).errors ?? [];
}
