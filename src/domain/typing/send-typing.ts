import type { Actor } from '../auth/actor.ts';
import { ChannelViewer, accessChannelById } from '../channels/access.ts';
import type { Deps } from '../context.ts';
import { badRequest } from '../errors.ts';
import { normalizeTopicInput } from '../messages/limits.ts';
import { checkCanSendToChannel } from '../messages/send/channel-access.ts';
import { userSettingsOf } from '../settings/user-settings.ts';
import { isStorableId } from '../users/access.ts';
import { channelTypingAudience, distinct, receivesTyping } from './audience.ts';

export type TypingOp = 'start' | 'stop';

export interface TypingRequest {
  op: TypingOp;
  /** "channel" is an alias of "stream" (FL 248). */
  type: 'direct' | 'stream' | 'channel';
  to?: number[] | null;
  streamId?: number | null;
  topic?: string | null;
}

const sender = (actor: Actor) => ({ user_id: actor.user.id, email: actor.user.email });

/**
 * POST /typing (Zulip's send_notification_backend). Typing events are not
 * stored: they are published at once, outside any transaction, and only to
 * users who receive typing notifications.
 */
export async function sendTypingNotification(deps: Deps, actor: Actor, req: TypingRequest): Promise<void> {
  if (req.type === 'direct') return sendDirectTyping(deps, actor, req);
  if (req.streamId === undefined || req.streamId === null) {
    // A JsonableError that mimics the missing-argument text (so code BAD_REQUEST, no var_name).
    throw badRequest("Missing 'stream_id' argument");
  }
  if (req.topic === undefined || req.topic === null) throw badRequest('Missing topic');
  const settings = userSettingsOf(actor.user.settings);
  if (settings.send_stream_typing_notifications !== true) {
    throw badRequest('User has disabled typing notifications for channel messages');
  }
  const db = deps.db.prisma;
  const viewer = new ChannelViewer(db, { id: actor.user.id, role: actor.user.role, realmId: actor.realm.id });
  const { stream } = await accessChannelById(viewer, req.streamId);
  await checkCanSendToChannel(db, actor.user, stream);
  const topic = normalizeTopicInput(req.topic);
  const userIds = stream.recipientId === null ? [] : await channelTypingAudience(deps.db.sql, stream.recipientId);
  if (userIds.length === 0) return;
  const event = { type: 'typing', message_type: 'stream', op: req.op, sender: sender(actor), stream_id: stream.id, topic };
  await deps.events.publish([{ realmId: actor.realm.id, event, userIds }]);
}

async function sendDirectTyping(deps: Deps, actor: Actor, req: TypingRequest): Promise<void> {
  if (req.to === undefined || req.to === null) throw badRequest("Missing 'to' argument");
  if (req.to.length === 0) throw badRequest("Empty 'to' list");
  if (userSettingsOf(actor.user.settings).send_private_typing_notifications !== true) {
    throw badRequest('User has disabled typing notifications for direct messages');
  }
  const ids = req.to.includes(actor.user.id) ? [...req.to] : [...req.to, actor.user.id];
  const found = await deps.db.prisma.user.findMany({
    where: { realmId: actor.realm.id, id: { in: ids.filter(isStorableId) } },
    select: { id: true, email: true, isActive: true, settings: true },
  });
  const byId = new Map(found.map((u) => [u.id, u]));
  // One unknown id rejects the whole request: a partial list would name the wrong conversation.
  const users = ids.map((id) => {
    const u = byId.get(id);
    if (!u) throw badRequest(`Invalid user ID ${id}`);
    return u;
  });
  const event = {
    type: 'typing',
    message_type: 'direct',
    op: req.op,
    sender: sender(actor),
    recipients: users.map((u) => ({ user_id: u.id, email: u.email })),
  };
  const userIds = distinct(users.filter(receivesTyping).map((u) => u.id));
  if (userIds.length === 0) return;
  await deps.events.publish([{ realmId: actor.realm.id, event, userIds }]);
}
