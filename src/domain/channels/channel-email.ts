import { createHmac } from 'node:crypto';
import type { Actor } from '../actor.ts';
import type { Deps } from '../context.ts';
import { badRequest, insufficientPermission } from '../errors.ts';
import { MAX_DB_ID } from '../ids.ts';
import { isAdmin } from '../roles.ts';
import { accessChannelById, ChannelViewer } from './access.ts';

/**
 * Zulip's encode_email_address_helper: runs of non-word characters become a
 * hyphen and Django's slugify makes the name ASCII; a name that loses
 * letters that way is left out of the address rather than mangled.
 */
export function channelEmailName(name: string): string {
  const hyphenated = name.replace(/[^\p{L}\p{N}_]+/gu, '-');
  const slug = hyphenated
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[-\s]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  return slug.length === hyphenated.length ? slug : '';
}

/**
 * GET /streams/{stream_id}/email_address (Zulip's get_stream_email_address).
 * This server has no incoming-mail gateway: the address is built as Zulip
 * builds it (`<name>.<token>.show-sender@<host>`), so clients show what they
 * expect. Zulip stores a random token per channel, creator and sender
 * (ChannelEmailAddress); here the token is an HMAC of the three with the
 * server's secret key, equally stable and unguessable without a table.
 * `senderId` may be the user, a bot they may administer, or absent (Zulip's
 * Email gateway bot, which has no account here: its token uses sender 0).
 */
export async function channelEmailAddress(
  deps: Deps,
  actor: Actor,
  streamId: number,
  senderId?: number,
): Promise<string> {
  const viewer = new ChannelViewer(deps.db.prisma, {
    id: actor.user.id,
    role: actor.user.role,
    realmId: actor.realm.id,
  });
  const { stream } = await accessChannelById(viewer, streamId);
  let sender = 0;
  if (senderId !== undefined && senderId !== actor.user.id) {
    // An id no int4 column can hold names no user.
    const bot =
      senderId > MAX_DB_ID
        ? null
        : await deps.db.prisma.user.findFirst({
            where: { id: senderId, realmId: actor.realm.id },
            select: { id: true, isBot: true, botOwnerId: true },
          });
    if (!bot || !bot.isBot) throw badRequest('No such bot').as('notFound');
    if (!isAdmin(actor.user.role) && bot.botOwnerId !== actor.user.id) throw insufficientPermission();
    sender = bot.id;
  } else if (senderId !== undefined) {
    sender = actor.user.id;
  }
  const token = createHmac('sha256', deps.server.secretKey)
    .update(`channel-email:${stream.id}:${actor.user.id}:${sender}`)
    .digest('hex')
    .slice(0, 32);
  const name = channelEmailName(stream.name);
  const host = deps.server.externalHost.replace(/:\d+$/, '');
  return `${name ? `${name}.` : ''}${token}.show-sender@${host}`;
}
