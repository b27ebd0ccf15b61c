/**
 * Every error code the API answers with: Zulip's `ErrorCode` names that zircon
 * raises (REST sends them as `code`), and the few of the GraphQL endpoint's
 * own. A closed union, so each transport maps every code (tested).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVITATION_FAILED',
  'REQUEST_VARIABLE_MISSING',
  'REQUEST_VARIABLE_INVALID',
  'REQUEST_CONFUSING_VAR',
  'INVALID_JSON',
  'BAD_NARROW',
  'BAD_EVENT_QUEUE_ID',
  'UNAUTHORIZED',
  'UNAUTHORIZED_PRINCIPAL',
  'AUTHENTICATION_FAILED',
  'INVALID_API_KEY',
  'USER_DEACTIVATED',
  'REALM_DEACTIVATED',
  'PASSWORD_AUTH_DISABLED',
  'NONEXISTENT_SUBDOMAIN',
  'RATE_LIMIT_HIT',
  'REALM_UPLOAD_QUOTA',
  'STREAM_DOES_NOT_EXIST',
  'CANNOT_DEACTIVATE_LAST_USER',
  'EXPECTATION_MISMATCH',
  'SYSTEM_GROUP_REQUIRED',
  'CANNOT_DEACTIVATE_GROUP_IN_USE',
  'CANNOT_ADMINISTER_CHANNEL',
  'CHANNEL_ALREADY_EXISTS',
  'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
  'REACTION_ALREADY_EXISTS',
  'REACTION_DOES_NOT_EXIST',
  'BAD_IMAGE',
  'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
  'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
  'INVALID_PUSH_DEVICE_TOKEN',
  'NO_ACTIVE_PUSH_DEVICE',
  'PUSH_SERVICE_NOT_CONFIGURED',
  'QUERY_TOO_COMPLEX',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ONLY',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorData = Record<string, unknown>;

/**
 * What a refusal is about where its code does not tell (Zulip answers most
 * refusals with BAD_REQUEST): a thing that is missing or hidden, or a right
 * the actor lacks. Typed clients branch on it (GraphQL's error types).
 */
export type RefusalKind = 'notFound' | 'permission';

/**
 * The one error type of the domain. It carries what Zulip's JsonableError
 * subclasses carry: a `code`, the exact English `msg`, the HTTP status that
 * Zulip answers with, and extra top-level fields (`data`, in Zulip's names,
 * which REST sends as they are). `param` names the input the error is about in
 * the domain's vocabulary (camelCase, as GraphQL's arguments), so GraphQL can
 * point at it. Subclasses carry typed extras for GraphQL's error types. Each
 * transport maps errors in one place (src/rest-compat/errors.ts,
 * src/schema/errors.ts).
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: ErrorData;
  param: string | undefined;
  refusal: RefusalKind | undefined;

  constructor(code: ErrorCode, msg: string, status = 400, data: ErrorData = {}) {
    super(msg);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.data = data;
  }

  /** The same error, about input `param` (domain/GraphQL name, e.g. `channelId`). */
  about(param: string): this {
    this.param = param;
    return this;
  }

  /** The same error, saying what kind of refusal it is. */
  as(refusal: RefusalKind): this {
    this.refusal = refusal;
    return this;
  }
}

/**
 * Where an input sits inside a parameter: the parameter, then list indexes
 * and field names, in the domain's (camelCase) names: `['drafts', 0, 'content']`.
 */
export type InputPath = readonly [string, ...Array<string | number>];

/**
 * An error about an input inside a parameter, whose message names its place
 * (Zulip's `drafts[0]["content"] cannot be blank`). Each transport writes the
 * place its own way (REST: pydantic's path in Zulip's names; GraphQL: the input
 * field's path), so the domain keeps the path typed and the wording as a
 * function of the place.
 */
export class InputPathError extends DomainError {
  constructor(
    readonly path: InputPath,
    /** The places of `path` and of `also`, as the transport writes them. */
    readonly describe: (place: string, ...others: string[]) => string,
    /** Other inputs the message names (Zulip's "at least one of …"), written the same way. */
    readonly also: readonly InputPath[] = [],
  ) {
    super('BAD_REQUEST', describe(path.join('.'), ...also.map((p) => p.join('.'))));
  }
}

/** An error's message with each input's place written by `place` (each transport has its own). */
export const describeInputs = (e: InputPathError, place: (path: InputPath) => string): string =>
  e.describe(place(e.path), ...e.also.map(place));

/** Zulip's "At least one of the following arguments must be present", naming the inputs by path. */
export const atLeastOneOf = (first: InputPath, ...others: InputPath[]): InputPathError =>
  new InputPathError(
    first,
    (...places) => `At least one of the following arguments must be present: ${places.join(', ')}`,
    others,
  );

/**
 * Whether an error is an InputPathError, by its shape: the GraphQL schema may
 * be loaded as a separate module instance (a dynamic import), where
 * `instanceof` would not hold.
 */
export const isInputPathError = (e: DomainError): e is InputPathError =>
  Array.isArray((e as Partial<InputPathError>).path) && typeof (e as Partial<InputPathError>).describe === 'function';

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
