import { randomBytes, randomInt } from 'node:crypto';

/**
 * Zulip's sanitize_name for storage paths: NFKC, only word characters,
 * whitespace, dots and dashes (strict: ASCII ones only, for tus), runs of
 * whitespace and dashes as one dash; nothing usable left → "uploaded-file".
 */
export function sanitizeName(value: string, strict = false): string {
  let v = value.normalize('NFKC');
  v = (strict ? v.replace(/[^A-Za-z0-9_ .-]/g, '') : v.replace(/[^\p{L}\p{N}_\s.-]/gu, '')).trim();
  v = v.replace(/[-\s]+/gu, '-');
  return v === '' || v === '.' || v === '..' ? 'uploaded-file' : v;
}

/**
 * Django's sanitize_file_name for a multipart part's name: the last path
 * component, printable characters only; nothing left → null (Zulip then
 * names the file after its form field).
 */
export function partFileName(raw: string): string | null {
  const last = raw.split('/').at(-1)?.split('\\').at(-1) ?? '';
  const printable = [...last].filter((c) => c === ' ' || !/[\p{C}\p{Z}]/u.test(c)).join('');
  return printable === '' || printable === '.' || printable === '..' ? null : printable;
}

/**
 * The longest stored name: a file system refuses names past 255 bytes, and the
 * upload would fail only once received. Longer names keep their end (the extension).
 */
const MAX_STORED_NAME_BYTES = 200;

function storedName(fileName: string, strict: boolean): string {
  const name = sanitizeName(fileName, strict);
  if (Buffer.byteLength(name) <= MAX_STORED_NAME_BYTES) return name;
  const chars = [...name];
  let bytes = 0;
  let start = chars.length;
  while (start > 0 && bytes + Buffer.byteLength(chars[start - 1]) <= MAX_STORED_NAME_BYTES)
    bytes += Buffer.byteLength(chars[--start]);
  return chars.slice(start).join('');
}

/**
 * Zulip's path id: `{realm_id}/{random hex byte}/{24-character token}/{sanitized name}`
 * (`strict`: ASCII-only name, as Zulip's tus uploads have).
 */
export const newPathId = (realmId: number, fileName: string, strict = false): string =>
  `${realmId}/${randomInt(0, 256).toString(16)}/${randomBytes(18).toString('base64url')}/${storedName(fileName, strict)}`;
