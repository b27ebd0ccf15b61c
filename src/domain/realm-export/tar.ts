import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** One file of an archive: its bytes in memory, or a stream of `size` bytes. */
export type TarEntry = { name: string; data: Buffer } | { name: string; size: number; open: () => Readable };

const BLOCK = 512;

/** A NUL-terminated octal field of `width` bytes, as ustar writes numbers. */
function octal(header: Buffer, offset: number, width: number, value: number): void {
  header.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

/** ustar keeps names of up to 100 bytes, or 255 split at a slash into a 155-byte prefix and the rest. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, rest };
  }
  throw new Error(`name too long for an archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  const { prefix, rest } = splitName(name);
  h.write(rest, 0, 100, 'utf8');
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(mtime.getTime() / 1000));
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* archive(entries: AsyncIterable<TarEntry>, mtime: Date): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if ('data' in entry) {
      yield header(entry.name, entry.data.length, mtime);
      yield entry.data;
      yield padding(entry.data.length);
      continue;
    }
    yield header(entry.name, entry.size, mtime);
    let written = 0;
    for await (const chunk of entry.open()) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      // A file that grew since its size was read is cut to the size the header announced.
      const kept = bytes.subarray(0, Math.max(0, entry.size - written));
      written += kept.length;
      yield kept;
    }
    if (written < entry.size) throw new Error(`${entry.name} is shorter than its ${entry.size} bytes`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes `entries` as a gzip-compressed ustar archive (a `.tar.gz`) to the file `dest`. */
export async function writeTarGz(dest: string, entries: AsyncIterable<TarEntry>, mtime: Date): Promise<void> {
  await pipeline(Readable.from(archive(entries, mtime)), createGzip(), createWriteStream(dest));
}
