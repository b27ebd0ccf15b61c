/**
 * Reducers of message events for event-state.ts: `message` and
 * `update_message_flags` on `unread_msgs`, `starred_messages` and
 * `max_message_id`, as Zulip's
 * clients keep them. Muted channels and topics are not modeled: every unread
 * message counts (tests that mute something compare those fields by hand).
 */
type State = Record<string, unknown>;
type Event = Record<string, any>;

interface Conversation {
  unread_message_ids: number[];
}
interface Unread {
  pms: Array<Conversation & { other_user_id: number; sender_id: number }>;
  streams: Array<Conversation & { stream_id: number; topic: string }>;
  huddles: Array<Conversation & { user_ids_string: string }>;
  mentions: number[];
  count: number;
}

const ascending = (a: number, b: number) => a - b;
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where an unread message is listed: a channel topic, a 1:1 conversation (by the other user), or a group (every id). */
type Place = ({ stream_id: number; topic: string } | { other: number } | { group: number[] }) & { mentioned: boolean };

function addUnread(u: Unread, id: number, place: Place): void {
  const push = (c: Conversation) =>
    (c.unread_message_ids = [...new Set([...c.unread_message_ids, id])].sort(ascending));
  if ('stream_id' in place) {
    let c = u.streams.find(
      (s) => s.stream_id === place.stream_id && s.topic.toLowerCase() === place.topic.toLowerCase(),
    );
    if (!c) u.streams.push((c = { stream_id: place.stream_id, topic: place.topic, unread_message_ids: [] }));
    push(c);
    u.streams.sort((a, b) => a.stream_id - b.stream_id || byKey(a.topic.toLowerCase(), b.topic.toLowerCase()));
  } else if ('other' in place) {
    let c = u.pms.find((p) => p.other_user_id === place.other);
    if (!c) u.pms.push((c = { other_user_id: place.other, sender_id: place.other, unread_message_ids: [] }));
    push(c);
    u.pms.sort((a, b) => a.other_user_id - b.other_user_id);
  } else {
    const key = [...place.group].sort(ascending).join(',');
    let c = u.huddles.find((h) => h.user_ids_string === key);
    if (!c) u.huddles.push((c = { user_ids_string: key, unread_message_ids: [] }));
    push(c);
    u.huddles.sort((a, b) => byKey(a.user_ids_string, b.user_ids_string));
  }
  if (place.mentioned) u.mentions = [...new Set([...u.mentions, id])].sort(ascending);
  u.count += 1;
}

function removeUnread(u: Unread, ids: number[]): void {
  const gone = new Set(ids);
  let removed = 0;
  const prune = <C extends Conversation>(list: C[]): C[] =>
    list.filter((c) => {
      const kept = c.unread_message_ids.filter((id) => !gone.has(id));
      removed += c.unread_message_ids.length - kept.length;
      c.unread_message_ids = kept;
      return kept.length > 0;
    });
  u.pms = prune(u.pms);
  u.streams = prune(u.streams);
  u.huddles = prune(u.huddles);
  u.mentions = u.mentions.filter((id) => !gone.has(id));
  u.count -= removed;
}

const MENTION_FLAGS = ['mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned', 'wildcard_mentioned'];

/** A `message` event: unread unless it came with `read` (an unread 1:1 message is the sender's conversation). */
export function applyMessage(state: State, e: Event): void {
  const flags = e.flags as string[];
  const m = e.message as Record<string, any>;
  const u = state.unread_msgs as Unread | undefined;
  if (u && !flags.includes('read')) {
    const mentioned = flags.some((f) => MENTION_FLAGS.includes(f));
    const users = m.type === 'private' ? (m.display_recipient as Array<{ id: number }>).map((r) => r.id) : [];
    const place: Place =
      m.type === 'stream'
        ? { stream_id: m.stream_id, topic: m.subject, mentioned }
        : users.length <= 2
          ? { other: m.sender_id, mentioned }
          : { group: users, mentioned };
    addUnread(u, m.id as number, place);
  }
  if (flags.includes('starred') && Array.isArray(state.starred_messages)) {
    state.starred_messages = [...(state.starred_messages as number[]), m.id as number].sort(ascending);
  }
  if (typeof state.max_message_id === 'number') state.max_message_id = Math.max(state.max_message_id, m.id as number);
}

/** `update_message_flags` for `read` (unread_msgs) and `starred` (starred_messages). */
export function applyUpdateMessageFlags(state: State, e: Event): void {
  const ids = e.messages as number[];
  if (e.flag === 'read' && state.unread_msgs) {
    const u = state.unread_msgs as Unread;
    // `all` (mark all as read) lists no ids: everything unread is read now.
    if (e.op === 'add' && e.all === true)
      Object.assign(u, { pms: [], streams: [], huddles: [], mentions: [], count: 0 });
    else if (e.op === 'add') removeUnread(u, ids);
    else {
      for (const id of ids) {
        const d = e.message_details[String(id)] as Record<string, any>;
        const others = (d.user_ids ?? []) as number[];
        if (d.type !== 'stream' && others.length !== 1)
          throw new Error('marking self or group direct messages unread: not modeled');
        addUnread(
          u,
          id,
          d.type === 'stream'
            ? { stream_id: d.stream_id, topic: d.topic, mentioned: d.mentioned === true }
            : { other: others[0], mentioned: d.mentioned === true },
        );
      }
    }
  }
  if (e.flag === 'starred' && Array.isArray(state.starred_messages)) {
    const starred = state.starred_messages as number[];
    state.starred_messages =
      e.op === 'add' ? [...new Set([...starred, ...ids])].sort(ascending) : starred.filter((id) => !ids.includes(id));
  }
}
