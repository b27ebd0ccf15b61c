import type { SqlReader } from '../../../db/sql.ts';
import type { Actor } from '../../actor.ts';
import { isReadableBySpectators } from '../../auth/spectator.ts';
import { isGuest, Role } from '../../roles.ts';
import { findChannel, isActiveSubscriber, recursiveGroupIds, type ChannelRow } from './lookups.ts';
import { CHANNEL_OPERATORS, CHANNELS_OPERATORS, type NarrowTerm } from './narrow-terms.ts';

/**
 * The user a fetch runs for, with their group memberships read at most once;
 * or a spectator (Viewer.spectator), who is no user and reads web-public channels only.
 */
export class Viewer {
  private groups?: Promise<number[]>;
  /** One request asks about the same channel term several times (access, history, SQL). */
  private readonly channels = new Map<string, Promise<ChannelRow | undefined>>();

  constructor(
    readonly db: SqlReader,
    readonly id: number,
    readonly realmId: number,
    readonly role: number,
    readonly recipientId: number | null,
    readonly isSpectator = false,
  ) {}

  /**
   * A logged-out visitor. Like Zulip's stand-in settings user for spectators
   * it has id 0 (no user has it) and the guest role, so that every user-bound
   * condition matches nothing; the fetch reads all messages of web-public
   * channels instead of a user's rows.
   */
  static spectator(db: SqlReader, realmId: number): Viewer {
    return new Viewer(db, 0, realmId, Role.GUEST, null, true);
  }

  /** The authenticated user's viewer. */
  static of(db: SqlReader, actor: Actor): Viewer {
    return new Viewer(db, actor.user.id, actor.realm.id, actor.user.role, actor.user.recipientId);
  }

  get isGuest(): boolean {
    return isGuest(this.role);
  }

  /** Guests' group memberships never grant channel access (has_channel_content_access_helper). */
  groupIds(): Promise<number[]> {
    if (this.isGuest) return Promise.resolve([]);
    this.groups ??= recursiveGroupIds(this.db, this.id);
    return this.groups;
  }

  /** findChannel, read at most once per operand for this viewer's request. */
  channel(operand: unknown): Promise<ChannelRow | undefined> {
    const key = `${typeof operand}:${String(operand)}`;
    let found = this.channels.get(key);
    if (found === undefined) {
      found = findChannel(this.db, this.realmId, operand);
      this.channels.set(key, found);
    }
    return found;
  }

  /** Subscribed, or (non-guests) in a group that may subscribe or add subscribers. */
  async hasChannelContentAccessViaMembership(c: ChannelRow): Promise<boolean> {
    if (await isActiveSubscriber(this.db, this.id, c.recipient_id)) return true;
    const groups = await this.groupIds();
    return groups.includes(c.can_subscribe_group_id) || groups.includes(c.can_add_subscribers_group_id);
  }
}

/**
 * Zulip's can_access_stream_history: may the viewer read messages of this
 * channel that they never received? Web-public channels and (for non-guests)
 * public ones: yes; shared-history private ones: with content access, unless
 * archived; protected history: never.
 */
export async function canAccessChannelHistory(v: Viewer, c: ChannelRow): Promise<boolean> {
  if (c.is_web_public) return true;
  if (!c.invite_only && !v.isGuest) return true;
  if (!c.history_public_to_subscribers) return false;
  if (c.is_archived) return false;
  if (!c.invite_only) return isActiveSubscriber(v.db, v.id, c.recipient_id);
  return v.hasChannelContentAccessViaMembership(c);
}

/** can_access_stream_history_by_name / _by_id: an unknown channel is simply "no". */
export async function canAccessChannelHistoryByOperand(v: Viewer, operand: unknown): Promise<boolean> {
  const c = await v.channel(operand);
  return c !== undefined && canAccessChannelHistory(v, c);
}

/** Zulip's has_message_access (for reading): may the viewer see this message? */
export async function hasMessageAccess(v: Viewer, m: { id: number; streamId: number | null }): Promise<boolean> {
  if (v.isSpectator) {
    // Zulip's access_web_public_message.
    const c = m.streamId === null ? undefined : await v.channel(m.streamId);
    return (
      c !== undefined &&
      isReadableBySpectators({
        isWebPublic: c.is_web_public,
        inviteOnly: c.invite_only,
        historyPublicToSubscribers: c.history_public_to_subscribers,
      })
    );
  }
  const hasUserMessage = async () =>
    (await v.db.query(`SELECT 1 AS x FROM user_message WHERE user_id = $1 AND message_id = $2`, [v.id, m.id])).length >
    0;
  if (m.streamId === null) return hasUserMessage();
  const c = await v.channel(m.streamId);
  if (!c) return false;
  if (!c.invite_only && !v.isGuest) return true;
  if (!c.history_public_to_subscribers) return (await hasUserMessage()) && v.hasChannelContentAccessViaMembership(c);
  return v.hasChannelContentAccessViaMembership(c);
}

/**
 * Zulip's ok_to_include_history: messages the viewer never received are
 * searched only under a (last) non-negated channel term whose history they
 * may read, or channels:public / web-public for non-guests, and never with an
 * `is:` term other than is:resolved (those are all about one's own flags).
 */
export async function okToIncludeHistory(v: Viewer, narrow: NarrowTerm[] | null): Promise<boolean> {
  // A spectator's narrow holds channels:web-public, which keeps the query to web-public channels.
  if (v.isSpectator) return true;
  if (narrow === null) return false;
  let include = false;
  for (const t of narrow) {
    if (CHANNEL_OPERATORS.includes(t.operator) && !t.negated) {
      include = await canAccessChannelHistoryByOperand(v, t.operand);
    } else if (
      CHANNELS_OPERATORS.includes(t.operator) &&
      (t.operand === 'public' || t.operand === 'web-public') &&
      !t.negated &&
      !v.isGuest
    ) {
      include = true;
    }
  }
  if (narrow.some((t) => t.operator === 'is' && t.operand !== 'resolved')) return false;
  return include;
}
