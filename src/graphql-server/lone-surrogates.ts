import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasLoneSurrogate, toWellFormed, valueHasLoneSurrogate } from '../domain/text.ts';

/*
 * Variables are JSON, decoded by JSON.parse, which makes a "\ud800" escape
 * without its pair into a string that UTF-8 cannot hold: stored as U+FFFD by
 * the driver, refused in jsonb, so what was stored, what events carried and
 * what was read back disagreed, and saving event queues failed. REST's JSON
 * parameters refuse such text as Zulip's decoders do ("… is not valid JSON");
 * GraphQL refuses it alike, for every variable of every operation, over HTTP
 * (POST bodies, GET's `variables`, multipart `operations`) and WebSockets.
 * Documents need nothing: graphql-js refuses a lone surrogate in a literal,
 * escaped or not, as a syntax error.
 */

/** One error per variable holding a lone surrogate (in a string or a key, at any depth). */
export function loneSurrogateErrors(variables: unknown): GraphQLError[] {
  if (variables === null || typeof variables !== 'object') return [];
  return Object.entries(variables)
    .filter(([name, value]) => hasLoneSurrogate(name) || valueHasLoneSurrogate(value))
    .map(
      ([name]) =>
        new GraphQLError(`Variable "$${toWellFormed(name)}" is not valid JSON.`, {
          extensions: { code: 'BAD_REQUEST', status: 400 },
        }),
    );
}

/** Over HTTP, before anything else reads the request's variables. */
export function loneSurrogatesPlugin<T extends object>(): Plugin<T> {
  return {
    onParams({ params, setResult }) {
      const errors = loneSurrogateErrors(params.variables);
      if (errors.length > 0) setResult({ errors });
    },
  };
}
