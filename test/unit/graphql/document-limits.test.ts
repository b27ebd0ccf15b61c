import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { validateWithLimits } from '../../../src/graphql-server/document-limits.ts';

/*
 * Validation with the limits: a document past a limit gets that refusal
 * alone, and should graphql-js's own rules give up on a document within the
 * limits ("Validation aborted.", their work budget), the client still hears
 * which limit to stay further within.
 */
const schema = buildSchema('type Query { a: Int b: Int }');

test("past a limit, graphql-js's rules do not run: the refusal is the only error", () => {
  let ran = 0;
  const errors = validateWithLimits(() => {
    ran++;
    return [];
  })(schema, parse(`{ ${'a '.repeat(501)} }`));
  expect(errors.map((e) => [e.message, e.extensions.limit])).toEqual([
    ['The document selects 501 fields (limit maxFields: 500).', 'maxFields'],
  ]);
  expect(ran).toBe(0);
});

test("graphql-js's generic abort is answered as the fields limit, other errors as they are", () => {
  const aborted = validateWithLimits(() => [
    new GraphQLError('Unknown field.'),
    new GraphQLError('Validation aborted.'),
  ]);
  expect(aborted(schema, parse('{ a }')).map((e) => [e.message, e.extensions.code ?? null])).toEqual([
    ['Unknown field.', null],
    ['The document repeats fields of one name too often to be checked (limit maxFields: 500).', 'QUERY_TOO_COMPLEX'],
  ]);
});

test('within the limits, validation is graphql-js’s own', () => {
  expect(validateWithLimits(validate)(schema, parse('{ a b }'))).toEqual([]);
  expect(validateWithLimits(validate)(schema, parse('{ c }')).map((e) => e.message)).toEqual([
    expect.stringMatching(/^Cannot query field "c" on type "Query"\./),
  ]);
});
