import type { SqlReader } from '../../../db/sql.ts';
import type { AddressedEvent } from '../../events/types.ts';
import { extractMentionCandidates } from '../../markdown/candidates.ts';
import type { MessageRecipient } from '../../messages/send/addresses.ts';
import { FLAG_BIT } from '../../messages/flags.ts';
import type { LoadedMessage } from '../../messages/load.ts';
import { BotType } from '../../roles.ts';

/** An active outgoing-webhook bot as the send path's check needs it. */
export interface OutgoingBot {
  id: number;
  /** Lower-cased, as mentions match names case-insensitively. */
  fullName: string;
  /** Lower-cased API and delivery addresses (direct messages may name either). */
  emails: string[];
}

/**
 * Each realm's active outgoing-webhook bots, so that the send path decides
 * with one map lookup that a message calls no bot (the common case: most
 * realms have none). A realm's entry is dropped whenever a bot or user of it
 * changes (`realm_bot`/`realm_user` events reach every process through the
 * bus), and read again on the next message.
 */
export class OutgoingBotDirectory {
  private readonly realms = new Map<number, ReadonlyMap<number, OutgoingBot>>();
  /** Bumped on invalidation, so a read that raced with a change is not kept. */
  private readonly generations = new Map<number, number>();

  constructor(private readonly sql: () => SqlReader) {}

  /** The realm's bots when known without a query. */
  peek(realmId: number): ReadonlyMap<number, OutgoingBot> | undefined {
    return this.realms.get(realmId);
  }

  async load(realmId: number): Promise<ReadonlyMap<number, OutgoingBot>> {
    const generation = this.generations.get(realmId) ?? 0;
    const rows = await this.sql().query<{ id: number; full_name: string; email: string; delivery_email: string }>(
      `SELECT id, full_name, email, delivery_email FROM user_profile
        WHERE realm_id = $1 AND is_bot AND is_active AND bot_type = ${BotType.OUTGOING_WEBHOOK}`,
      [realmId],
    );
    const bots = new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          fullName: r.full_name.toLowerCase(),
          emails: [r.email.toLowerCase(), r.delivery_email.toLowerCase()],
        },
      ]),
    );
    if ((this.generations.get(realmId) ?? 0) === generation) this.realms.set(realmId, bots);
    return bots;
  }

  /** Drops the realm's entry when an event may have changed its bots. */
  observe(e: AddressedEvent): void {
    const type = e.event.type;
    if (type !== 'realm_bot' && type !== 'realm_user') return;
    this.realms.delete(e.realmId);
    this.generations.set(e.realmId, (this.generations.get(e.realmId) ?? 0) + 1);
  }
}

/**
 * Whether a message may call one of `bots`, from what was sent (no query): a
 * channel message must name one of them or a group (resolved later), a direct
 * message must be addressed to one. Over-approximates like Zulip's
 * MentionData (mentions inside code count here); the worker decides exactly.
 */
export function mayCallBots(
  bots: ReadonlyMap<number, OutgoingBot>,
  recipient: MessageRecipient,
  content: string,
): boolean {
  if (bots.size === 0) return false;
  if (recipient.type === 'direct') {
    const to = recipient.to;
    if (to.kind === 'ids') return to.ids.some((id) => bots.has(id));
    const wanted = new Set(to.emails.map((e) => e.toLowerCase()));
    return [...bots.values()].some((b) => b.emails.some((e) => wanted.has(e)));
  }
  const c = extractMentionCandidates(content);
  if (c.groupNames.length > 0 || c.userIds.some((id) => bots.has(id))) return true;
  const names = new Set(c.userNames.map((n) => n.toLowerCase()));
  return [...bots.values()].some((b) => names.has(b.fullName));
}

/** Non-silent personal mentions as the renderer writes them (silent ones carry the `silent` class). */
const USER_MENTION = /<span class="user-mention" data-user-id="(\d+)">/g;

export interface CalledBot {
  id: number;
  email: string;
  fullName: string;
  recipientId: number | null;
}

/**
 * Zulip's get_service_bot_events for a stored message: in a channel, the
 * active outgoing-webhook bots it mentions (personally, or through a group
 * while subscribed; never through a wildcard or in code); in a direct
 * message, those among its participants. Messages from bots call nobody.
 */
export async function calledBots(sql: SqlReader, realmId: number, m: LoadedMessage): Promise<CalledBot[]> {
  const channel = m.streamId !== null;
  const named = channel
    ? [...(m.renderedContent ?? '').matchAll(USER_MENTION)].map((x) => Number(x[1]))
    : m.dmUsers.map((u) => u.id);
  return sql.query<CalledBot & Record<string, unknown>>(
    `SELECT u.id, u.email, u.full_name AS "fullName", u.recipient_id AS "recipientId" FROM user_profile u
      WHERE u.realm_id = $1 AND u.is_bot AND u.is_active AND u.bot_type = ${BotType.OUTGOING_WEBHOOK}
        AND NOT (SELECT s.is_bot FROM user_profile s WHERE s.id = $4)
        AND (u.id = ANY($2::int[])
             OR ($5 AND EXISTS (SELECT 1 FROM user_message um
                                 WHERE um.message_id = $3 AND um.user_id = u.id AND (um.flags & ${FLAG_BIT.mentioned}) <> 0)))
      ORDER BY u.id`,
    [realmId, named, m.id, m.senderId, channel],
  );
}
