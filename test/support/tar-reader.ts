import { gunzipSync } from 'node:zlib';

/** The files of a `.tar.gz` (ustar), by name: enough to read what an organization export holds. */
export function readTarGz(bytes: Uint8Array): Map<string, Buffer> {
  const tar = gunzipSync(bytes);
  const files = new Map<string, Buffer>();
  const text = (start: number, length: number) =>
    tar
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    if (tar.subarray(at, at + 512).every((b) => b === 0)) break;
    const name = text(at, 100);
    const prefix = text(at + 345, 155);
    const size = parseInt(text(at + 124, 12).trim(), 8);
    const stored = tar.subarray(at + 148, at + 156).toString('ascii');
    let sum = 0;
    for (let i = at; i < at + 512; i++) sum += i >= at + 148 && i < at + 156 ? 32 : tar[i];
    if (parseInt(stored.replace(/\0.*$/s, '').trim(), 8) !== sum) throw new Error(`bad checksum for ${name}`);
    files.set(prefix ? `${prefix}/${name}` : name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
