/**
 * A position in the event log, as streaming clients hold it: the position of
 * the last entry they got. Opaque to clients; meaningful to every process,
 * across restarts, until retention cuts the log below it.
 */
const PREFIX = 'log:';

export const encodeCursor = (position: number): string => Buffer.from(`${PREFIX}${position}`).toString('base64url');

/** The position a cursor names, or null for anything that is not a cursor. */
export function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^log:(0|[1-9][0-9]{0,15})$/.exec(text);
  if (!match) return null;
  const position = Number(match[1]);
  return Number.isSafeInteger(position) && encodeCursor(position) === cursor ? position : null;
}
