import { checkListLength } from '../../bounds.ts';
import { badRequest } from '../../errors.ts';

export type ChannelAddress = { kind: 'id'; id: number } | { kind: 'name'; name: string };

/** Zulip's extract_stream_indicator: JSON int/string/one-element list, else the raw name. */
export function parseChannelTo(raw: string): ChannelAddress {
  let data: unknown;
  try {
    data = JSON.parse(raw);
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

export type DirectAddress = { kind: 'emails'; emails: string[] } | { kind: 'ids'; ids: number[] };

/** Zulip's extract_private_recipients: a JSON list or comma-separated emails; emails or ids, not both. */
export function parseDirectTo(raw: string): DirectAddress {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = raw.split(',');
  }
  if (typeof data === 'string') data = data.split(',');
  if (typeof data === 'number') data = [data];
  if (!Array.isArray(data)) throw badRequest('Invalid data type for recipients');
  checkListLength('to', data);
  if (data.length === 0) return { kind: 'ids', ids: [] };
  if (data.every((x) => typeof x === 'string')) {
    const emails = [...new Set((data as string[]).map((e) => e.trim()).filter((e) => e !== ''))];
    return { kind: 'emails', emails };
  }
  if (data.every((x) => typeof x === 'number' && Number.isInteger(x))) {
    return { kind: 'ids', ids: [...new Set(data as number[])] };
  }
  if (data.every((x) => typeof x === 'string' || typeof x === 'number')) {
    throw badRequest('Recipient lists may contain emails or user IDs, but not both.');
  }
  throw badRequest('Invalid data type for recipients');
}
