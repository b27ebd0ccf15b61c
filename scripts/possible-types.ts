import { isAbstractType, type GraphQLSchema } from 'graphql';

/** Where the web client's map of abstract types is written, beside its other generated GraphQL code. */
export const POSSIBLE_TYPES_FILE = 'web/src/gql/possible-types.ts';

/**
 * Every union and interface of the schema with the object types it may be, for the web client's
 * graphcache: without it a fragment on an abstract type (`... on Error`, `... on Conversation`) is
 * matched by guesswork, and a wrong guess drops the fragment's fields.
 */
export function renderPossibleTypes(schema: GraphQLSchema): string {
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const lines = Object.values(schema.getTypeMap())
    .filter(isAbstractType)
    .sort(byName)
    .map((t) => {
      const types = [...schema.getPossibleTypes(t)].sort(byName);
      return `  ${t.name}: [${types.map((o) => `'${o.name}'`).join(', ')}],`;
    });
  return [
    '// Generated from the schema by `npm run schema:print` (and `npm run codegen`); do not edit.',
    '// test/unit/web-possible-types.test.ts checks it against schema.graphql.',
    'export const possibleTypes: Record<string, string[]> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
