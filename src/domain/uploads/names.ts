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

/** Zulip's path id: `{realm_id}/{random hex byte}/{24-character token}/{sanitized name}`. */
export const newPathId = (realmId: number, fileName: string): string =>
  `${realmId}/${randomInt(0, 256).toString(16)}/${randomBytes(18).toString('base64url')}/${sanitizeName(fileName)}`;
