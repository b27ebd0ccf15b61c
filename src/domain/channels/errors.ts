import { badRequest, DomainError } from '../errors.ts';

/** Errors of the channel area, with Zulip's exact messages (all HTTP 400, code BAD_REQUEST unless noted). */

/** The same message for a missing channel and one the user may not see (no existence leak). */
export const invalidChannelId = (): DomainError => badRequest('Invalid channel ID');

export const invalidChannelName = (name: string): DomainError => badRequest(`Invalid channel name '${name}'`);

export const unableToAccessChannel = (name: string): DomainError => badRequest(`Unable to access channel (${name}).`);

export const channelsDoNotExist = (names: string[]): DomainError =>
  badRequest(`Channel(s) (${names.join(', ')}) do not exist`).as('notFound');

export const subscriberDataNotAvailable = (): DomainError =>
  badRequest('Subscriber data is not available for this channel');

export const privateChannelSubscribersUnavailable = (): DomainError =>
  badRequest('Unable to retrieve subscribers for private channel');

/** Zulip's CannotAdministerChannelError. */
export const cannotAdministerChannel = (): DomainError =>
  new DomainError('CANNOT_ADMINISTER_CHANNEL', 'You do not have permission to administer this channel.');

export const contentAccessRequired = (): DomainError => badRequest('Channel content access is required.');

/** Zulip's ChannelExistsError (POST /channels/create): HTTP 409, the name as requested in `channel_name`. */
export const channelAlreadyExists = (name: string): DomainError =>
  new DomainError('CHANNEL_ALREADY_EXISTS', `Channel '${name}' already exists`, 409, { channel_name: name });
