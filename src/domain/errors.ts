import { isDatabaseUnavailable, isRefusedValue } from '../db/errors.ts';

/**
 * Every error code the API answers with: Zulip's `ErrorCode` names that zircon
 * raises (REST sends them as `code`), and the few of the GraphQL endpoint's
 * own. A closed union, so each transport maps every code (tested).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
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
  'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
  'REACTION_ALREADY_EXISTS',
  'REACTION_DOES_NOT_EXIST',
  'BAD_IMAGE',
  'STREAM_WILDCARD_MENTION_NOT_ALLOWED',
  'TOPIC_WILDCARD_MENTION_NOT_ALLOWED',
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

/** Zulip's generic JsonableError: HTTP 400, code BAD_REQUEST. */
export const badRequest = (msg: string, data: ErrorData = {}): DomainError =>
  new DomainError('BAD_REQUEST', msg, 400, data);

/** Zulip's ResourceNotFoundError: HTTP 404 with code BAD_REQUEST. */
export const notFound = (msg: string): DomainError => new DomainError('BAD_REQUEST', msg, 404).as('notFound');

export const missingArgument = (name: string): DomainError =>
  new DomainError('REQUEST_VARIABLE_MISSING', `Missing '${name}' argument`, 400, { var_name: name });

export const confusingArguments = (a: string, b: string): DomainError =>
  new DomainError('REQUEST_CONFUSING_VAR', `Can't decide between '${a}' and '${b}' arguments`, 400, {
    var_name1: a,
    var_name2: b,
  });

export const incompatibleParameters = (names: string[]): DomainError =>
  badRequest(`Unsupported parameter combination: ${names.join(', ')}`, { parameters: names.join(', ') });

export const unauthorized = (msg = 'Not logged in: API authentication or user session required'): DomainError =>
  new DomainError('UNAUTHORIZED', msg, 401);

/**
 * Zulip's MissingAuthenticationError: the request carries no credentials and
 * the view cannot serve it anonymously. Unlike a plain 401 it may become a
 * redirect to the login page for a browser (each transport decides).
 */
export class MissingAuthenticationError extends DomainError {
  constructor() {
    super('UNAUTHORIZED', 'Not logged in: API authentication or user session required', 401);
  }
}

export const missingAuthentication = (): MissingAuthenticationError => new MissingAuthenticationError();

export const authenticationFailed = (): DomainError =>
  new DomainError('AUTHENTICATION_FAILED', 'Your username or password is incorrect', 401);

export const userDeactivated = (): DomainError => new DomainError('USER_DEACTIVATED', 'Account is deactivated', 401);

export const realmDeactivated = (): DomainError =>
  new DomainError('REALM_DEACTIVATED', 'This organization has been deactivated', 401);

export const passwordAuthDisabled = (): DomainError =>
  new DomainError('PASSWORD_AUTH_DISABLED', 'Password authentication is disabled in this organization', 401);

/** Zulip's RateLimitedError: 429 with the seconds to wait (also sent as Retry-After). */
export class RateLimitError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMIT_HIT',
      'API usage exceeded rate limit; see https://zulip.com/api/http-headers#rate-limiting-response-headers',
      429,
      { 'retry-after': retryAfterSeconds },
    );
  }
}

export const rateLimited = (retryAfterSeconds: number): DomainError => new RateLimitError(retryAfterSeconds);

export const adminRequired = (): DomainError =>
  new DomainError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator').as('permission');

export const ownerRequired = (): DomainError =>
  new DomainError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner').as('permission');

/** Zulip's StreamDoesNotExistError / StreamWithIDDoesNotExistError. */
export class ChannelNotFoundError extends DomainError {
  constructor(
    readonly channelId: number | null,
    readonly channelName: string | null,
  ) {
    super(
      'STREAM_DOES_NOT_EXIST',
      channelId === null ? `Channel '${channelName}' does not exist` : `Channel with ID '${channelId}' does not exist`,
      400,
      channelId === null ? { stream: channelName } : { stream_id: channelId },
    );
  }
}

export const streamDoesNotExist = (name: string): DomainError =>
  new ChannelNotFoundError(null, name).about('channelName');

export const streamIdDoesNotExist = (streamId: number): DomainError =>
  new ChannelNotFoundError(streamId, null).about('channelId');

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/**
 * The answer when PostgreSQL refuses a value (see isRefusedValue). Every
 * parameter is checked where it enters, so this is a backstop: reaching it
 * means a check is missing, and the tests fail when any request gets it.
 */
export const UNSTORABLE_INPUT_MESSAGE = 'Invalid input: a value cannot be stored';

/**
 * The answer while the database cannot be reached (see isDatabaseUnavailable):
 * a 503, which clients retry (Zulip's own clients retry any 5xx), with the
 * code of a server fault. Zulip itself answers such a request with its bare
 * 500 "Internal server error"; this one says what to do about it.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again later.';

/**
 * A thrown error as the DomainError a client should see, or null for a fault
 * of the server (a 500). Both transports map errors through this one function.
 */
export function asDomainError(e: unknown): DomainError | null {
  if (e instanceof DomainError) return e;
  if (isRefusedValue(e)) return badRequest(UNSTORABLE_INPUT_MESSAGE);
  if (isDatabaseUnavailable(e)) return new DomainError('INTERNAL_SERVER_ERROR', DATABASE_UNAVAILABLE_MESSAGE, 503);
  return null;
}

/** Zulip's EXPECTATION_MISMATCH errors: an expected current value (`old`, a content hash) that is not current. */
export class ExpectationMismatchError extends DomainError {
  constructor(
    readonly fieldName: string,
    msg = `'${fieldName}' value does not match the expected value.`,
  ) {
    super('EXPECTATION_MISMATCH', msg, 400, { field_name: fieldName });
  }
}

/** Zulip's PreviousSettingValueMismatchedError: a group-setting `old` that is not the current value. */
export const expectationMismatch = (): DomainError => new ExpectationMismatchError('old');

/** Zulip's SystemGroupRequiredError. */
export class SystemGroupRequiredError extends DomainError {
  constructor(readonly settingName: string) {
    super('SYSTEM_GROUP_REQUIRED', `'${settingName}' must be a system user group.`, 400, { setting_name: settingName });
  }
}

export const systemGroupRequired = (settingName: string): DomainError => new SystemGroupRequiredError(settingName);

/** Zulip's RequestVariableConversionError ("Bad value for 'x': y"). */
export const badVariableValue = (name: string, value: unknown): DomainError =>
  new DomainError('REQUEST_VARIABLE_INVALID', `Bad value for '${name}': ${String(value)}`, 400, {
    var_name: name,
    bad_value: value,
  });

/** Zulip's CannotDeactivateLastUserError (DELETE /users/me). */
export class LastUserError extends DomainError {
  readonly entity: string;

  constructor(readonly isLastOwner: boolean) {
    const entity = isLastOwner ? 'organization owner' : 'user';
    super('CANNOT_DEACTIVATE_LAST_USER', `Cannot deactivate the only ${entity}.`, 400, {
      is_last_owner: isLastOwner,
      entity,
    });
    this.entity = entity;
  }
}

export const cannotDeactivateLastUser = (isLastOwner: boolean): DomainError => new LastUserError(isLastOwner);

/** Zulip's "Invalid message(s)": a message that is missing or that the user may not access. */
export const invalidMessages = (): DomainError => badRequest('Invalid message(s)').as('notFound');

/** Zulip's ReactionExistsError (code since FL 193). */
export const reactionAlreadyExists = (): DomainError =>
  new DomainError('REACTION_ALREADY_EXISTS', 'Reaction already exists.');

/** Zulip's ReactionDoesNotExistError (code since FL 193). */
export const reactionDoesNotExist = (): DomainError =>
  new DomainError('REACTION_DOES_NOT_EXIST', "Reaction doesn't exist.");

/** Zulip's require_non_guest_user decorator (refusals every area words alike follow). */
export const notAllowedForGuests = (): DomainError => badRequest('Not allowed for guest users').as('permission');

export const insufficientPermission = (): DomainError => badRequest('Insufficient permission').as('permission');

export const noSuchUser = (): DomainError => badRequest('No such user').as('notFound');

export const userIsDeactivated = (): DomainError => badRequest('User is deactivated');

/** Zulip's refusal of what only some users may ask for (all public channels' events, a forged sender). */
export const notAuthorizedForQuery = (): DomainError =>
  badRequest('User not authorized for this query').as('permission');
