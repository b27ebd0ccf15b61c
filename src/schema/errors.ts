import {
  ChannelNotFoundError,
  DomainError,
  ERROR_CODES,
  ExpectationMismatchError,
  InputPathError,
  describeInputs,
  isInputPathError,
  type InputPath,
  LastUserError,
  RateLimitError,
  SystemGroupRequiredError,
} from '../domain/errors.ts';
import { builder } from './builder.ts';

/**
 * GraphQL's side of the domain's errors, in one place. Every mutation returns
 * a union of its payload and error types implementing `Error`; a query's
 * failure is a GraphQL error whose `extensions.code` is an `ErrorCode` (see
 * src/graphql-server/errors.ts). The types carry what Zulip's error responses
 * carry, typed.
 */
export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: "Why an operation failed: Zulip's error codes (REST's `code`) and the GraphQL endpoint's own.",
  values: ERROR_CODES,
});

/** An input's place as GraphQL names it: `drafts[0].content` (fields of the mutation's `input`). */
const graphqlInputPath = ([field, ...rest]: InputPath): string =>
  field + rest.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');

/** An error's message, with the place of an input written in GraphQL's names. */
export const graphqlMessage = (e: DomainError): string =>
  isInputPathError(e) ? describeInputs(e, graphqlInputPath) : e.message;

/**
 * Runs an operation whose domain names an input otherwise than this schema
 * does (`subscriptions`, GraphQL's `channels`): its errors' paths get the
 * schema's names.
 */
export async function withInputNames<T>(names: Readonly<Record<string, string>>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof DomainError && isInputPathError(e) && names[e.path[0]] !== undefined) {
      throw new InputPathError([names[e.path[0]], ...e.path.slice(1)], e.describe, e.also);
    }
    throw e;
  }
}

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'A failed mutation: what went wrong, in the same words and code as the REST API.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (e) => e.code }),
    message: t.string({
      description: "Zulip's message (REST's `msg`), in English, naming GraphQL's arguments.",
      resolve: graphqlMessage,
    }),
    argument: t.string({
      nullable: true,
      description: 'The argument (or input field) the error is about, when it is about one.',
      resolve: (e) => e.param ?? (isInputPathError(e) ? graphqlInputPath(e.path) : null),
    }),
  }),
});

/** Any domain error without extra fields. */
export const ZulipErrorRef = builder.objectType(DomainError, {
  name: 'ZulipError',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(ChannelNotFoundError, {
  name: 'ChannelNotFoundError',
  interfaces: [ErrorInterface],
  description: 'No channel with that id or name that the viewer may see (STREAM_DOES_NOT_EXIST).',
  fields: (t) => ({
    channelId: t.int({ nullable: true, resolve: (e) => e.channelId }),
    channelName: t.string({ nullable: true, resolve: (e) => e.channelName }),
  }),
});

builder.objectType(LastUserError, {
  name: 'LastUserError',
  interfaces: [ErrorInterface],
  description: 'The organization would be left without a user, or without an owner (CANNOT_DEACTIVATE_LAST_USER).',
  fields: (t) => ({
    isLastOwner: t.boolean({ resolve: (e) => e.isLastOwner }),
    entity: t.string({ description: '"organization owner" or "user".', resolve: (e) => e.entity }),
  }),
});

builder.objectType(ExpectationMismatchError, {
  name: 'ExpectationMismatchError',
  interfaces: [ErrorInterface],
  description:
    'The expected current value (`old`, a content hash) is not the current one: refetch and retry (EXPECTATION_MISMATCH).',
  fields: (t) => ({ fieldName: t.string({ resolve: (e) => e.fieldName }) }),
});

builder.objectType(SystemGroupRequiredError, {
  name: 'SystemGroupRequiredError',
  interfaces: [ErrorInterface],
  description: 'This setting only takes a system group (SYSTEM_GROUP_REQUIRED).',
  fields: (t) => ({ settingName: t.string({ resolve: (e) => e.settingName }) }),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  description: 'Too many requests (RATE_LIMIT_HIT).',
  fields: (t) => ({ retryAfterSeconds: t.float({ resolve: (e) => e.retryAfterSeconds }) }),
});

type ErrorClass = new (...args: never[]) => DomainError;

/**
 * The `errors` option of mutation `field`: its specific error types first (the
 * first class an error is an instance of decides its type), any other domain
 * error as `ZulipError`. The mutation's type is the union `<Field>Result` of
 * its payload itself and these types.
 */
export const mutationErrors = (field: string, ...specific: ErrorClass[]) => ({
  types: [...specific, DomainError],
  directResult: true as const,
  union: { name: `${field[0].toUpperCase()}${field.slice(1)}Result` },
});
