import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { inTransaction } from '../context.ts';
import { InputPathError, notAllowedForGuests } from '../errors.ts';
import { checkChannelFolder } from '../channel-folders/folders.ts';
import { renderDescription } from '../markdown/render-description.ts';
import { linksOf } from '../markdown/render-message.ts';
import { pyStrip } from '../python-text.ts';
import { isGuest } from '../roles.ts';
import { longerThan } from '../text.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';
import { bulkAddSubscriptions } from './bulk-add.ts';
import { makeDefault } from './default-channels.ts';
import { channelAlreadyExists } from './errors.ts';
import { listToStreams } from './list-to-streams.ts';
import { checkChannelName, MAX_CHANNEL_DESCRIPTION_LENGTH } from './names.ts';
import { principalsToUsers } from './principals.ts';
import { channelsByNames } from './rows.ts';
import { sendNewSubscriptionNotices } from './new-subscription-notices.ts';
import {
  checkTopicsPolicyPermission,
  newChannelSettings,
  parseMessageRetentionDays,
  readNewChannelOptions,
  type NewChannelOptions,
} from './subscribe.ts';

/** POST /channels/create, its parameters already type-checked. */
export interface CreateChannelInput extends NewChannelOptions {
  name: string;
  description?: string | null;
  /** The users to subscribe, by id (the creator only if listed). */
  subscribers: number[];
  announce?: boolean;
  folderId?: number | null;
  sendNewSubscriptionMessages?: boolean;
}

/** The request as given: its parameters, or (REST) a reader that parses each when asked. */
export type CreateChannelSource = FieldsOrReader<CreateChannelInput>;

/** Zulip's parameters in their declaration order; each is checked as it is read. */
function readCreateChannelInput(source: CreateChannelSource): CreateChannelInput {
  const name = readField(source, 'name') ?? '';
  const description = readField(source, 'description');
  if (description != null && longerThan(description, MAX_CHANNEL_DESCRIPTION_LENGTH)) {
    throw new InputPathError(
      ['description'],
      (place) => `${place} is too long (limit: ${MAX_CHANNEL_DESCRIPTION_LENGTH} characters)`,
    );
  }
  return {
    name,
    description,
    subscribers: readField(source, 'subscribers') ?? [],
    announce: readField(source, 'announce'),
    ...readNewChannelOptions(source),
    folderId: readField(source, 'folderId'),
    sendNewSubscriptionMessages: readField(source, 'sendNewSubscriptionMessages'),
  };
}

/**
 * POST /channels/create (Zulip 11, feature level 417): creates one channel
 * with the settings and permission groups POST /users/me/subscriptions
 * accepts, through the same creation code (its checks, its `stream`/`create`
 * event), refusing a name already taken (archived channels included) with
 * Zulip's 409, then subscribes the listed users (their `subscription`/`add`
 * and `peer_add` events). All or nothing: one transaction.
 */
export async function createChannel(deps: Deps, actor: Actor, source: CreateChannelSource): Promise<{ id: number }> {
  // Zulip's require_non_guest_user, before any parameter is read.
  if (isGuest(actor.user.role)) throw notAllowedForGuests();
  const input = readCreateChannelInput(source);
  const name = pyStrip(input.name);
  return inTransaction(deps, async (tx, emit) => {
    const folderId = input.folderId == null ? null : await checkChannelFolder(tx, actor.realm.id, input.folderId);
    const retention = parseMessageRetentionDays(input.messageRetentionDays ?? 'realm_default');
    await checkTopicsPolicyPermission(tx, actor, input.topicsPolicy);
    checkChannelName(name);
    // Serialize channel creation in the realm, so two requests cannot both take the name.
    await tx.$queryRawUnsafe('SELECT id FROM realm WHERE id = $1 FOR UPDATE', actor.realm.id);
    if ((await channelsByNames(tx, actor.realm.id, [name])).size > 0) throw channelAlreadyExists(name);
    const subscribers = await principalsToUsers(tx, actor.realm, actor.user, input.subscribers);
    const { created } = await listToStreams(
      tx,
      emit,
      actor,
      // Newlines are not allowed in channel descriptions.
      [{ name, description: input.description?.replace(/\n/g, ' ') }],
      newChannelSettings(input, retention, folderId),
      deps.clock.now(),
      (description) => renderDescription(tx, deps, actor.realm, description, linksOf(actor.user)),
    );
    const [stream] = created;
    if (input.isDefaultStream) await makeDefault(tx, emit, stream);
    const changes = await bulkAddSubscriptions(tx, emit, actor.realm.id, [stream], subscribers);
    // Nobody is told of a subscription to a channel the request created: only the announcement can be sent.
    await sendNewSubscriptionNotices({
      deps,
      tx,
      emit,
      realm: actor.realm,
      actor: actor.user,
      added: [...changes.added, ...changes.activated],
      created,
      announce: input.announce ?? false,
      sendSubscriptionMessages: input.sendNewSubscriptionMessages ?? true,
    });
    return { id: stream.id };
  });
}
