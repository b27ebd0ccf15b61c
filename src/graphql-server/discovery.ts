import { getOperationAST, GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { GraphQLContext } from './graphql-context.ts';

/**
 * Introspection (`__schema`, `__type`) is for callers with credentials:
 * GraphiQL with an Authorization header, codegen, tools. A caller without
 * any is refused unless the server runs in development mode (ZIRCON_DEV=1 or
 * NODE_ENV=development): the schema map is not handed to every prober.
 * `__typename` stays open to all (clients' caches ask for it everywhere).
 */
export function refusedIntrospection(
  document: DocumentNode,
  operationName: string | null | undefined,
  context: GraphQLContext,
  anonymousIntrospection: boolean,
): GraphQLError | null {
  if (context.actor || anonymousIntrospection) return null;
  const operation = getOperationAST(document, operationName);
  if (!operation || !introspects(document, operation.selectionSet, new Set())) return null;
  return new GraphQLError('Introspection needs credentials (or a server in development mode).', {
    extensions: { code: 'UNAUTHORIZED', status: 401 },
  });
}

/** Whether a root selection asks for `__schema` or `__type` (they exist only on the query root), through fragments too. */
function introspects(document: DocumentNode, set: SelectionSetNode, seen: Set<string>): boolean {
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
    if (s.kind === Kind.INLINE_FRAGMENT) return introspects(document, s.selectionSet, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    const fragment = document.definitions.find(
      (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && introspects(document, fragment.selectionSet, seen);
  });
}
