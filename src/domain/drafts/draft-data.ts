import type { Actor } from '../actor.ts';
import { accessChannelById, ChannelViewer } from '../channels/access.ts';
import type { Db } from '../context.ts';
import { badRequest, InputPathError, type InputPath } from '../errors.ts';
import { readField, type FieldsOrReader } from '../input-reader.ts';
import type { Draft } from '../events/payloads/drafts.ts';
import { dbIds } from '../ids.ts';
import { MAX_MESSAGE_LENGTH, truncateTopic } from '../message-limits.ts';

/** A draft as a client sends it (Zulip's DraftData; the wire checks are the transport's). */
export interface DraftInput {
  type: '' | 'stream' | 'private';
  to: readonly number[];
  topic: string;
  content: string;
  /** UNIX seconds; now when absent. */
  timestamp?: number;
}

/** A draft as given: its fields, or (REST) a reader that parses each field when asked. */
export type DraftSource = FieldsOrReader<DraftInput>;

/**
 * A draft's fields, read in DraftData's declaration order. Its content is a
 * required, non-blank string: pydantic refuses a blank one while parsing,
 * before the timestamp and unknown keys, naming its place (`drafts[0]`). A
 * draft wrong twice is thus refused for what Zulip names first.
 */
export function readDraft(source: DraftSource, path: InputPath): DraftInput {
  const type = readField(source, 'type') ?? '';
  const to = readField(source, 'to') ?? [];
  const topic = readField(source, 'topic') ?? '';
  const content = readField(source, 'content') ?? '';
  if (content.trim() === '') throw new InputPathError([...path, 'content'], (place) => `${place} cannot be blank`);
  const timestamp = readField(source, 'timestamp');
  return { type, to, topic, content, ...(timestamp === undefined ? {} : { timestamp }) };
}

/** A draft checked and normalized, ready to store. */
export interface CheckedDraft {
  type: Draft['type'];
  to: number[];
  topic: string;
  content: string;
  lastEditTime: Date;
}

const MAX_TIMESTAMP = 253_402_300_799;

/** Zulip's normalize_body for drafts: a blank draft is refused by readDraft before this. */
function draftContent(body: string): string {
  const stripped = body.replace(/\s+$/u, '').replace(/^\n+/, '');
  if (stripped.includes('\0')) throw badRequest('Message must not contain null bytes');
  const chars = [...stripped];
  return chars.length > MAX_MESSAGE_LENGTH
    ? chars.slice(0, MAX_MESSAGE_LENGTH - 20).join('') + '\n[message truncated]'
    : stripped;
}

/**
 * Zulip's further_validated_draft_dict, in its order: content, timestamp,
 * then the recipient by type. Direct drafts store the other users' ids (a
 * draft to oneself keeps one's own); an unaddressed one keeps nothing.
 */
export async function checkDraft(db: Db, actor: Actor, d: DraftInput, now: Date): Promise<CheckedDraft> {
  const content = draftContent(d.content);
  if (d.timestamp !== undefined && d.timestamp < 0) throw badRequest('Timestamp must not be negative.');
  // Past the year 9999 no datetime (Python's or PostgreSQL's) holds it.
  if (d.timestamp !== undefined && d.timestamp > MAX_TIMESTAMP) throw badRequest('Timestamp is too large.');
  const lastEditTime = d.timestamp === undefined ? now : new Date(Math.round(d.timestamp * 1e6) / 1e3);
  if (d.type === 'stream') {
    const topic = truncateTopic(d.topic);
    if (topic.includes('\0')) throw badRequest('Topic must not contain null bytes');
    if (d.to.length !== 1) throw badRequest('Must specify exactly 1 channel ID for channel messages');
    const { stream } = await accessChannelById(new ChannelViewer(db, actor.user), d.to[0]);
    return { type: 'stream', to: [stream.id], topic, content, lastEditTime };
  }
  if (d.type === 'private' && d.to.length > 0) {
    const users = await db.user.findMany({
      where: { realmId: actor.realm.id, id: { in: dbIds(d.to) } },
      select: { id: true },
    });
    const found = new Set(users.map((u) => u.id));
    const missing = d.to.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`Invalid user ID ${missing}`);
    const others = [...new Set(d.to)].filter((id) => id !== actor.user.id).sort((a, b) => a - b);
    return { type: 'private', to: others.length > 0 ? others : [actor.user.id], topic: '', content, lastEditTime };
  }
  return { type: '', to: [], topic: '', content, lastEditTime };
}
