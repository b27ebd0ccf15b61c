import { isRefusedValue } from '../db/errors.ts';

export type ErrorData = Record<string, unknown>;

/**
 * The one error type of the domain. It carries what Zulip's JsonableError
 * subclasses carry: a `code`, the exact English `msg`, the HTTP status that
 * Zulip answers with, and extra top-level fields. Each transport maps it in one
 * place (src/rest-compat/errors.ts, src/schema/errors.ts).
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: ErrorData;

  constructor(code: string, msg: string, status = 400, data: ErrorData = {}) {
    super(msg);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** Zulip's generic JsonableError: HTTP 400, code BAD_REQUEST. */
export const badRequest = (msg: string, data: ErrorData = {}): DomainError =>
  new DomainError('BAD_REQUEST', msg, 400, data);

/** Zulip's ResourceNotFoundError: HTTP 404 with code BAD_REQUEST. */
export const notFound = (msg: string): DomainError => new DomainError('BAD_REQUEST', msg, 404);

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

export const authenticationFailed = (): DomainError =>
  new DomainError('AUTHENTICATION_FAILED', 'Your username or password is incorrect', 401);

export const userDeactivated = (): DomainError =>
  new DomainError('USER_DEACTIVATED', 'Account is deactivated', 401);

export const realmDeactivated = (): DomainError =>
  new DomainError('REALM_DEACTIVATED', 'This organization has been deactivated', 401);

export const rateLimited = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    'RATE_LIMIT_HIT',
    'API usage exceeded rate limit; see https://zulip.com/api/http-headers#rate-limiting-response-headers',
    429,
    { 'retry-after': retryAfterSeconds },
  );

export const adminRequired = (): DomainError =>
  new DomainError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator');

export const ownerRequired = (): DomainError =>
  new DomainError('UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner');

export const streamDoesNotExist = (name: string): DomainError =>
  new DomainError('STREAM_DOES_NOT_EXIST', `Channel '${name}' does not exist`, 400, { stream: name });

export const streamIdDoesNotExist = (streamId: number): DomainError =>
  new DomainError('STREAM_DOES_NOT_EXIST', `Channel with ID '${streamId}' does not exist`, 400, {
    stream_id: streamId,
  });

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/**
 * The answer when PostgreSQL refuses a value (see isRefusedValue). Every
 * parameter is checked where it enters, so this is a backstop: reaching it
 * means a check is missing, and the tests fail when any request gets it.
 */
export const UNSTORABLE_INPUT_MESSAGE = 'Invalid input: a value cannot be stored';

/**
 * A thrown error as the DomainError a client should see, or null for a fault
 * of the server (a 500). Both transports map errors through this one function.
 */
export function asDomainError(e: unknown): DomainError | null {
  if (e instanceof DomainError) return e;
  if (isRefusedValue(e)) return badRequest(UNSTORABLE_INPUT_MESSAGE);
  return null;
}

/** Zulip's PreviousSettingValueMismatchedError: a group-setting `old` that is not the current value. */
export const expectationMismatch = (): DomainError =>
  new DomainError('EXPECTATION_MISMATCH', "'old' value does not match the expected value.", 400, { field_name: 'old' });

/** Zulip's SystemGroupRequiredError. */
export const systemGroupRequired = (settingName: string): DomainError =>
  new DomainError('SYSTEM_GROUP_REQUIRED', `'${settingName}' must be a system user group.`, 400, {
    setting_name: settingName,
  });

/** Zulip's RequestVariableConversionError ("Bad value for 'x': y"). */
export const badVariableValue = (name: string, value: unknown): DomainError =>
  new DomainError('REQUEST_VARIABLE_INVALID', `Bad value for '${name}': ${String(value)}`, 400, {
    var_name: name,
    bad_value: value,
  });

/** Zulip's CannotDeactivateLastUserError (DELETE /users/me). */
export const cannotDeactivateLastUser = (isLastOwner: boolean): DomainError => {
  const entity = isLastOwner ? 'organization owner' : 'user';
  return new DomainError('CANNOT_DEACTIVATE_LAST_USER', `Cannot deactivate the only ${entity}.`, 400, {
    is_last_owner: isLastOwner,
    entity,
  });
};

/** Zulip's "Invalid message(s)": a message that is missing or that the user may not access. */
export const invalidMessages = (): DomainError => badRequest('Invalid message(s)');

/** Zulip's ReactionExistsError (code since FL 193). */
export const reactionAlreadyExists = (): DomainError =>
  new DomainError('REACTION_ALREADY_EXISTS', 'Reaction already exists.');

/** Zulip's ReactionDoesNotExistError (code since FL 193). */
export const reactionDoesNotExist = (): DomainError =>
  new DomainError('REACTION_DOES_NOT_EXIST', "Reaction doesn't exist.");
