import { GraphQLScalarType } from 'graphql';
import { remembered } from '../domain/remembered.ts';

/*
 * graphql-scalars' DateTime, URL and EmailAddress written out as cheaply as
 * the answers allow, the same bytes as before. A page of 100 messages
 * serializes a hundred times, and a hundred-odd avatar URLs and addresses
 * (bench/RESULTS.md).
 */

/**
 * DateTime hands JSON.stringify the ISO 8601 text instead of the Date, which
 * JSON.stringify would turn into that same text through `toJSON`: an object
 * with a `toJSON` in an answer takes V8's JSON.stringify off its fast path,
 * which measured twice the time for a page of messages. The text of a valid
 * Date is remembered by its time (pages show the same messages again and
 * again); anything else goes through graphql-scalars' serialize as before.
 */
export function isoDateTime(scalar: GraphQLScalarType<Date, Date>): GraphQLScalarType<Date, Date | string> {
  const config = scalar.toConfig();
  const isoOf = remembered((time: number) => new Date(time).toISOString());
  return new GraphQLScalarType<Date, Date | string>({
    ...config,
    serialize: (value) => {
      if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
        const date = config.serialize(value);
        return date instanceof Date ? date.toISOString() : date;
      }
      return isoOf(value.getTime());
    },
  });
}

/**
 * The scalar's output remembered by input text, for a scalar whose output
 * depends on its input only (URL's normalization parses each value with
 * `new URL`, EmailAddress matches a long pattern): an answer repeats the same
 * few senders' avatars and addresses on every message.
 */
export function rememberedOutput<I, O>(scalar: GraphQLScalarType<I, O>): GraphQLScalarType<I, O> {
  const config = scalar.toConfig();
  const serialize = config.serialize;
  const outputOf = remembered((value: string) => serialize(value));
  return new GraphQLScalarType<I, O>({
    ...config,
    serialize: (value) => (typeof value === 'string' ? outputOf(value) : serialize(value)),
  });
}
