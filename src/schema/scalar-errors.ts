import { GraphQLError, GraphQLScalarType } from 'graphql';

/**
 * graphql-scalars' URL parses input with `new URL`, whose TypeError the server would hide as an unexpected
 * error: the same scalar, refusing a bad value as the client's own mistake (a GraphQLError).
 */
export function withInputErrors<I, O>(scalar: GraphQLScalarType<I, O>): GraphQLScalarType<I, O> {
  const config = scalar.toConfig();
  const asGraphQLError = (e: unknown): never => {
    if (e instanceof GraphQLError) throw e;
    throw new GraphQLError(`${scalar.name} cannot represent this value: ${e instanceof Error ? e.message : String(e)}`);
  };
  return new GraphQLScalarType<I, O>({
    ...config,
    parseValue: (value) => {
      try {
        return config.parseValue(value);
      } catch (e) {
        return asGraphQLError(e);
      }
    },
    parseLiteral: (ast, variables) => {
      try {
        return config.parseLiteral(ast, variables);
      } catch (e) {
        return asGraphQLError(e);
      }
    },
  });
}
