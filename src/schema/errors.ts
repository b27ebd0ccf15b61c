import {
  ChannelNotFoundError,
  DomainError,
  ERROR_CODES,
  type ErrorCode,
  ExpectationMismatchError,
  InputPathError,
  describeInputs,
  isInputPathError,
  type InputPath,
  LastUserError,
  RateLimitError,
  SystemGroupRequiredError,
} from '../domain/errors.ts';
import { ERROR_CODE_DESCRIPTIONS } from './descriptions/error-codes.ts';
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
  values: Object.fromEntries(
    ERROR_CODES.map((code) => [code, { value: code, description: ERROR_CODE_DESCRIPTIONS[code] }]),
  ),
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

/** The argument (or input field path, `drafts[0].content`) an error is about, in GraphQL's names. */
const argumentOf = (e: DomainError): string | null =>
  e.param ?? (isInputPathError(e) ? graphqlInputPath(e.path) : null);

/** Codes that say by themselves that the actor lacks a right. */
const PERMISSION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'UNAUTHORIZED_PRINCIPAL',
  'CANNOT_ADMINISTER_CHANNEL',
  'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
  'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
]);

type ErrorKind = 'notFound' | 'permission' | 'validation' | 'other';

/**
 * The one mapping from a domain error to the kind of GraphQL error type it
 * is: the domain's own word (`refusal`) first, then its code and status, and
 * a validation error when it names the argument it is about.
 */
export function errorKind(e: DomainError): ErrorKind {
  if (e.refusal) return e.refusal;
  if (e.status === 404 || e.code === 'STREAM_DOES_NOT_EXIST') return 'notFound';
  if (e.status === 403 || PERMISSION_CODES.has(e.code)) return 'permission';
  return argumentOf(e) === null ? 'other' : 'validation';
}

/**
 * A class whose instances are the domain errors of one kind, so that the
 * errors plugin (which picks a union member by `instanceof`) can map them to
 * their type without a subclass per error.
 */
const kindOfErrors = (kind: ErrorKind) =>
  class extends DomainError {
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof DomainError && errorKind(value) === kind;
    }
  };

const NotFound = kindOfErrors('notFound');
const PermissionDenied = kindOfErrors('permission');
const Validation = kindOfErrors('validation');

export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  description: 'A failed mutation: what went wrong, in the same words and code as the REST API.',
  fields: (t) => ({
    code: t.field({ description: "The error's code, as REST's `code`.", type: ErrorCodeEnum, resolve: (e) => e.code }),
    message: t.string({
      description: "Zulip's message (REST's `msg`), in English, naming GraphQL's arguments.",
      resolve: graphqlMessage,
    }),
    argument: t.string({
      nullable: true,
      description: 'The argument (or input field) the error is about, when it is about one.',
      resolve: argumentOf,
    }),
  }),
});

/** Any domain error without extra fields. */
export const ZulipErrorRef = builder.objectType(DomainError, {
  name: 'ZulipError',
  description: 'Any other refusal: `code` and `message` say what it is.',
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(NotFound, {
  name: 'NotFoundError',
  interfaces: [ErrorInterface],
  description: 'What the input names does not exist, or the viewer may not see it (a message, user, group, field…).',
  fields: () => ({}),
});

builder.objectType(PermissionDenied, {
  name: 'PermissionDeniedError',
  interfaces: [ErrorInterface],
  description: "The viewer's role or the organization's settings do not allow this.",
  fields: () => ({}),
});

builder.objectType(Validation, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  description:
    'An argument is missing or has a value the operation refuses; `argument` names it (`drafts[0].content`).',
  fields: (t) => ({
    path: t.stringList({
      description: "The argument's path: the input field, then list indexes and field names.",
      resolve: (e) => (isInputPathError(e) ? e.path.map(String) : [argumentOf(e) ?? '']),
    }),
  }),
});

builder.objectType(ChannelNotFoundError, {
  name: 'ChannelNotFoundError',
  interfaces: [ErrorInterface],
  description: 'No channel with that id or name that the viewer may see (STREAM_DOES_NOT_EXIST).',
  fields: (t) => ({
    channelId: t.int({
      description: "The channel's id as given; null when it was named.",
      nullable: true,
      resolve: (e) => e.channelId,
    }),
    channelName: t.string({
      description: "The channel's name as given; null when it was given by id.",
      nullable: true,
      resolve: (e) => e.channelName,
    }),
  }),
});

const LastUserEntityEnum = builder.enumType('LastUserEntity', {
  description: 'What a deactivation would leave the organization without.',
  values: {
    ORGANIZATION_OWNER: { value: 'organization owner', description: 'Its last owner.' },
    USER: { value: 'user', description: 'Its last active user.' },
  },
});

builder.objectType(LastUserError, {
  name: 'LastUserError',
  interfaces: [ErrorInterface],
  description: 'The organization would be left without a user, or without an owner (CANNOT_DEACTIVATE_LAST_USER).',
  fields: (t) => ({
    isLastOwner: t.boolean({
      description: 'True: the organization would be left without an owner; false: without an active user.',
      resolve: (e) => e.isLastOwner,
    }),
    entity: t.field({
      type: LastUserEntityEnum,
      description: 'Who would be left missing.',
      resolve: (e) => (e.isLastOwner ? 'organization owner' : 'user'),
    }),
  }),
});

builder.objectType(ExpectationMismatchError, {
  name: 'ExpectationMismatchError',
  interfaces: [ErrorInterface],
  description:
    'The expected current value (`old`, a content hash) is not the current one: refetch and retry (EXPECTATION_MISMATCH).',
  fields: (t) => ({
    fieldName: t.string({
      description: 'The field whose expected value (`old`) was wrong.',
      resolve: (e) => e.fieldName,
    }),
  }),
});

builder.objectType(SystemGroupRequiredError, {
  name: 'SystemGroupRequiredError',
  interfaces: [ErrorInterface],
  description: 'This setting only takes a system group (SYSTEM_GROUP_REQUIRED).',
  fields: (t) => ({
    settingName: t.string({ description: 'The setting, by its REST name.', resolve: (e) => e.settingName }),
  }),
});

builder.objectType(RateLimitError, {
  name: 'RateLimitError',
  interfaces: [ErrorInterface],
  description: 'Too many requests (RATE_LIMIT_HIT).',
  fields: (t) => ({
    retryAfterSeconds: t.float({
      description: 'How many seconds to wait before retrying.',
      resolve: (e) => e.retryAfterSeconds,
    }),
  }),
});

type ErrorClass = new (...args: never[]) => DomainError;

/** The refusals every mutation can answer with; any other domain error is a `ZulipError`. */
const COMMON_ERRORS: ErrorClass[] = [NotFound, PermissionDenied, Validation, DomainError];

/**
 * The `errors` option of mutation `field`: its specific error types first (the
 * first class an error is an instance of decides its type), then the kinds
 * every mutation has (errorKind). The mutation's type is the union
 * `<Field>Result` of its payload itself and these types.
 */
export const mutationErrors = (field: string, ...specific: ErrorClass[]) => ({
  types: [...specific, ...COMMON_ERRORS],
  directResult: true as const,
  union: {
    name: `${field[0].toUpperCase()}${field.slice(1)}Result`,
    description: `What \`${field}\` answers: its payload on success, otherwise the error (an \`Error\`) that refused it.`,
  },
});

/** The description of every mutation's `input` argument: what it means is its input type's and fields' to say. */
export const INPUT_ARG = "The mutation's arguments (described by the input type).";
