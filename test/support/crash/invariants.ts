import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Op, Place } from './load.ts';
import type { CrashWorld } from './world.ts';

/**
 * What must hold after any crash, read from the database and the upload
 * directory with the server stopped (or, on PostgreSQL, beside it):
 * every acknowledged write is there, nothing is half-written. Returns the
 * violations (empty when all hold) and counts for the report.
 */
export type Query = <T extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface CrashReport {
  violations: string[];
  counts: {
    acked: number;
    unknown: number;
    /** Unacknowledged writes found committed after the restart (allowed: the answer was lost, not the write). */
    unknownCommitted: number;
    messagesChecked: number;
    attachments: number;
    /** Files in the upload directory no attachment row names (allowed, see checkUploads). */
    filesWithoutRow: number;
    /** Partly received uploads left in UPLOADS_DIR/.incoming by a killed process. */
    incomingLeftovers: number;
  };
}

interface MessageRow extends Record<string, unknown> {
  id: number;
  content: string;
  recipient_id: number;
  subject: string;
  is_channel_message: boolean;
  sender_id: number;
  users: number[] | null;
}

const samePlace = (a: Place, b: Place) => a.streamId === b.streamId && a.topic === b.topic;
const fmt = (p: Place | undefined) => (p ? `${p.streamId}/${p.topic}` : 'nowhere');

export async function checkInvariants(
  query: Query,
  world: CrashWorld,
  ledger: Op[],
  uploadsDir: string,
): Promise<CrashReport> {
  const violations: string[] = [];
  const streams = await query<{ id: number; recipient_id: number }>(
    'SELECT id, recipient_id FROM stream WHERE id = ANY($1::int[])',
    [[world.channelA.id, world.channelB.id]],
  );
  const streamOfRecipient = new Map(streams.map((s) => [Number(s.recipient_id), Number(s.id)]));
  // Every message of the two channels and every direct message of the world's users, with its UserMessage rows.
  const rows = await query<MessageRow>(
    `SELECT m.id, m.content, m.recipient_id, m.subject, m.is_channel_message, m.sender_id,
            (SELECT array_agg(um.user_id ORDER BY um.user_id) FROM user_message um WHERE um.message_id = m.id) AS users
       FROM message m
      WHERE m.recipient_id = ANY($1::int[]) OR (NOT m.is_channel_message AND m.sender_id = ANY($2::int[]))`,
    [[...streamOfRecipient.keys()], world.users.map((u) => u.id)],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const byContent = new Map<string, MessageRow[]>();
  for (const r of rows) byContent.set(r.content, [...(byContent.get(r.content) ?? []), r]);
  const placeOf = (r: MessageRow | undefined): Place | undefined =>
    r ? { streamId: streamOfRecipient.get(Number(r.recipient_id)) ?? -1, topic: r.subject } : undefined;

  // UserMessage rows: a channel message has one for each subscriber of the channel it is in now
  // (a move to channel B takes the unsubscribed member's away); a direct message, sender and recipient.
  const dmTo = new Map<string, number>();
  for (const op of ledger) if (op.kind === 'send' && 'userId' in op.to) dmTo.set(op.token, op.to.userId);
  for (const r of rows) {
    let expected: number[] | undefined;
    if (r.is_channel_message) expected = world.subscribers.get(streamOfRecipient.get(Number(r.recipient_id)) ?? -1);
    else if (dmTo.has(r.content)) expected = [Number(r.sender_id), dmTo.get(r.content) ?? 0].sort((a, b) => a - b);
    if (expected === undefined) continue;
    const got = (r.users ?? []).map(Number);
    if (got.join() !== expected.join())
      violations.push(`message ${r.id}: UserMessage rows for [${got}], expected [${expected}]`);
  }
  const [orphans] = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_message um WHERE NOT EXISTS (SELECT 1 FROM message m WHERE m.id = um.message_id)',
  );
  if (Number(orphans.n) > 0) violations.push(`${orphans.n} UserMessage rows without their message`);

  // Where each acknowledged message must be, given the moves and deletions recorded for it.
  const moveOf = new Map<number, Extract<Op, { kind: 'move' }>>();
  const deleteOf = new Map<number, Extract<Op, { kind: 'delete' }>>();
  for (const op of ledger) {
    if (op.kind === 'move') for (const id of op.ids) moveOf.set(id, op);
    if (op.kind === 'delete') for (const id of op.ids) deleteOf.set(id, op);
  }
  let unknownCommitted = 0;
  for (const op of ledger) {
    if (op.kind !== 'send') continue;
    const found = byContent.get(op.token) ?? [];
    if (found.length > 1) violations.push(`"${op.token}" stored ${found.length} times`);
    if (op.state !== 'acked') {
      if (found.length > 0) unknownCommitted++;
      continue;
    }
    if (found.length === 1 && found[0].id !== op.id)
      violations.push(`"${op.token}" acknowledged as ${op.id}, stored as ${found[0].id}`);
    if (op.id === undefined || deleteOf.has(op.id) || moveOf.has(op.id)) continue;
    if (found.length === 0) violations.push(`acknowledged message ${op.id} ("${op.token}") is missing`);
    else if ('place' in op.to && !samePlace(placeOf(found[0]) as Place, op.to.place)) {
      violations.push(`message ${op.id} is at ${fmt(placeOf(found[0]))}, sent to ${fmt(op.to.place)} and never moved`);
    }
  }

  // A move applies to all of its messages or none; an acknowledged one to all.
  for (const op of ledger) {
    if (op.kind === 'move') {
      const places = new Set(op.ids.map((id) => fmt(placeOf(byId.get(id)))));
      const allowed = op.state === 'acked' ? [fmt(op.to)] : [fmt(op.to), fmt(op.from)];
      if (places.size !== 1 || !allowed.includes([...places][0])) {
        violations.push(
          `${op.state} move ${fmt(op.from)} → ${fmt(op.to)} of [${op.ids}]: messages at ${[...places].join(', ')}`,
        );
      }
      if (op.state !== 'acked' && places.has(fmt(op.to))) unknownCommitted++;
    }
    if (op.kind === 'delete') {
      const left = op.ids.filter((id) => byId.has(id));
      // One batch (DELETE_TOPIC_BATCH_SIZE = 100) holds any topic of the load, so a deletion is all or nothing.
      const allowed = op.state === 'acked' ? [0] : [0, op.ids.length];
      if (!allowed.includes(left.length))
        violations.push(`${op.state} deletion of ${fmt(op.place)}: [${left}] of [${op.ids}] left`);
      if (op.state !== 'acked' && left.length === 0) unknownCommitted++;
    }
  }

  const uploads = await checkUploads(query, world, ledger, uploadsDir, violations);
  const counts = {
    acked: ledger.filter((o) => o.state === 'acked').length,
    unknown: ledger.filter((o) => o.state === 'unknown').length,
    unknownCommitted,
    messagesChecked: rows.length,
    ...uploads,
  };
  return { violations, counts };
}

/** Files under `dir` (relative paths), not descending into `.incoming`. */
function filesUnder(dir: string, rel = ''): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(dir, rel));
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const r = rel ? `${rel}/${name}` : name;
    if (r === '.incoming') return [];
    return statSync(path.join(dir, r)).isDirectory() ? filesUnder(dir, r) : [r];
  });
}

/**
 * Every attachment row's file is in the upload directory with the row's size
 * (the file is put in place before the row commits). The reverse need not
 * hold: a kill between the two leaves a file no row names, which no one can
 * reach (downloads go through the row) and the daily sweep removes.
 */
async function checkUploads(
  query: Query,
  world: CrashWorld,
  ledger: Op[],
  dir: string,
  violations: string[],
): Promise<{ attachments: number; filesWithoutRow: number; incomingLeftovers: number }> {
  const rows = await query<{ path_id: string; size: number }>(
    'SELECT path_id, size FROM attachment WHERE owner_id = ANY($1::int[])',
    [world.users.map((u) => u.id)],
  );
  const sizes = new Map(rows.map((r) => [r.path_id, Number(r.size)]));
  for (const op of ledger) {
    if (op.kind === 'upload' && op.state === 'acked' && !sizes.has(op.pathId ?? ''))
      violations.push(`acknowledged upload ${op.pathId} has no attachment row`);
  }
  const files = new Set(filesUnder(dir));
  for (const [pathId, size] of sizes) {
    if (!files.has(pathId)) violations.push(`attachment ${pathId} has no file`);
    else if (statSync(path.join(dir, pathId)).size !== size)
      violations.push(`attachment ${pathId}: file size differs from the row's ${size}`);
  }
  let incomingLeftovers = 0;
  try {
    incomingLeftovers = readdirSync(path.join(dir, '.incoming')).length;
  } catch {
    // No upload was ever received.
  }
  return {
    attachments: rows.length,
    filesWithoutRow: [...files].filter((f) => !sizes.has(f)).length,
    incomingLeftovers,
  };
}
