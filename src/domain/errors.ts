import { isDatabaseUnavailable, isRefusedValue } from '../db/errors.ts';
import { DomainError, type ErrorData } from './domain-error.ts';

// The error type and its codes; this module adds the errors every area words alike.
export * from './domain-error.ts';

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
