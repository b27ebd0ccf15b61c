import { checkListLength } from '../domain/bounds.ts';
import { badRequest } from '../domain/errors.ts';
import type { ChannelAddress, DirectAddress, MessageRecipient } from '../domain/messages/send/addresses.ts';
import { parseJsonText } from './json-text.ts';

/*
 * POST /messages's `to`: JSON or CSV, ids or emails or a name, as Zulip reads
 * it, into the domain's typed recipient.
 */

/** Zulip's extract_stream_indicator: JSON int/string/one-element list, else the raw name. */
export function parseChannelTo(raw: string): ChannelAddress {
  let data: unknown;
  try {
    data = parseJsonText(raw);
  } catch {
    return { kind: 'name', name: raw };
  }
  if (Array.isArray(data)) {
    if (data.length !== 1) throw badRequest('Expected exactly one channel');
    data = data[0];
  }
  if (typeof data === 'string') return { kind: 'name', name: data };
  if (typeof data === 'number' && Number.isInteger(data)) return { kind: 'id', id: data };
  throw badRequest('Invalid data type for channel');
}

/** Zulip's extract_private_recipients: a JSON list or comma-separated emails; emails or ids, not both. */
export function parseDirectTo(raw: string): DirectAddress {
  let data: unknown;
  try {
    data = parseJsonText(raw);
  } catch {
    data = raw.split(',');
  }
  if (typeof data === 'string') data = data.split(',');
  if (typeof data === 'number') data = [data];
  if (!Array.isArray(data)) throw badRequest('Invalid data type for recipients');
  checkListLength('to', data);
  if (data.length === 0) return { kind: 'ids', ids: [] };
  // Zulip decides by the first element, then requires the rest to be alike.
  const notBoth = () => badRequest('Recipient lists may contain emails or user IDs, but not both.');
  if (typeof data[0] === 'string') {
    if (!data.every((x) => typeof x === 'string')) throw notBoth();
    const emails = [...new Set((data as string[]).map((e) => e.trim()).filter((e) => e !== ''))];
    return { kind: 'emails', emails };
  }
  const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
  if (!isId(data[0])) throw badRequest('Invalid data type for recipients');
  if (!data.every(isId)) throw notBoth();
  return { kind: 'ids', ids: [...new Set(data)] };
}

/** `type` and `to` as the typed recipient: a channel message without `to` has no channel. */
export function recipientOf(
  type: 'direct' | 'private' | 'stream' | 'channel',
  to: string | undefined,
): MessageRecipient {
  if (type === 'stream' || type === 'channel')
    return { type: 'channel', channel: to === undefined ? null : parseChannelTo(to) };
  return { type: 'direct', to: parseDirectTo(to ?? '[]') };
}

/** Zulip's extract_stream_id (scheduled messages): `to` is one channel id, as Python's int() reads it. */
export function scheduledChannelId(raw: string): number {
  if (!/^\s*[+-]?\d+\s*$/.test(raw)) throw badRequest('Invalid data type for channel ID');
  return Number(raw.trim());
}

/** Zulip's extract_direct_message_recipient_ids (scheduled messages): a JSON list of user ids. */
export function scheduledDirectIds(raw: string): number[] {
  let data: unknown;
  try {
    data = parseJsonText(raw);
  } catch {
    data = raw;
  }
  if (!Array.isArray(data)) throw badRequest('Invalid data type for recipients');
  const ids: number[] = [];
  for (const id of data as unknown[]) {
    if (typeof id !== 'number' || !Number.isInteger(id)) throw badRequest('Recipient list may only contain user IDs');
    ids.push(id);
  }
  return [...new Set(ids)];
}
