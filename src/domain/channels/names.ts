import type { Stream } from '../../generated/prisma/client.ts';
import type { Db } from '../context.ts';
import { badRequest } from '../errors.ts';
import { firstUnprintablePosition, pyStrip } from '../python-text.ts';
import { isStorableText, longerThan } from '../text.ts';

export const MAX_CHANNEL_NAME_LENGTH = 60;
export const MAX_CHANNEL_DESCRIPTION_LENGTH = 1024;

/** Zulip's check_stream_name; lengths count code points like Python. */
export function checkChannelName(name: string): void {
  if (pyStrip(name) === '') throw badRequest("Channel name can't be empty.");
  if (longerThan(name, MAX_CHANNEL_NAME_LENGTH)) {
    throw badRequest(`Channel name too long (limit: ${MAX_CHANNEL_NAME_LENGTH} characters).`);
  }
  const pos = firstUnprintablePosition(name);
  if (pos !== null) throw badRequest(`Invalid character in channel name, at position ${pos}.`);
}

/** Python's default string ordering (by code point), which Zulip uses to sort channels by name. */
export function compareNames(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i].codePointAt(0) ?? 0) - (y[i].codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Zulip's get_realm_stream: UPPER(name) = UPPER(x) after stripping; archived channels included. */
export async function findChannelByName(db: Db, realmId: number, name: string): Promise<Stream | null> {
  const found = await findChannelsByNames(db, realmId, [pyStrip(name)]);
  return found.values().next().value ?? null;
}

/** Zulip's bulk_get_streams: existing channels keyed by lower-cased name (UPPER() match, as Django's iexact). */
export async function findChannelsByNames(db: Db, realmId: number, requested: string[]): Promise<Map<string, Stream>> {
  const names = requested.filter(isStorableText);
  if (names.length === 0) return new Map();
  const placeholders = names.map((_n, i) => `upper($${i + 2})`).join(', ');
  const rows = await db.$queryRawUnsafe<Array<{ id: number }>>(
    `SELECT id FROM stream WHERE realm_id = $1 AND upper(name) IN (${placeholders}) ORDER BY id`,
    realmId,
    ...names,
  );
  if (rows.length === 0) return new Map();
  const streams = await db.stream.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { id: 'asc' } });
  return new Map(streams.map((s) => [s.name.toLowerCase(), s]));
}
