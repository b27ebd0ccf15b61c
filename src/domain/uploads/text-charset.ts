import { open } from 'node:fs/promises';

/** How much of a text file is looked at to name its charset. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Zulip appends a detected charset to a text/plain upload's type, so
 * browsers show its characters right. Detection here is the one question
 * that matters for that: is the start of the file UTF-8 (ASCII included)?
 * A multi-byte character cut by the sample's end still counts as UTF-8.
 * Other encodings get no charset (browsers then guess, as before).
 */
export async function withTextCharset(localPath: string, contentType: string): Promise<string> {
  if (contentType.toLowerCase() !== 'text/plain') return contentType;
  const file = await open(localPath, 'r');
  try {
    const buf = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buf, 0, SAMPLE_BYTES, 0);
    const sample = buf.subarray(0, bytesRead);
    // Drop up to 3 trailing bytes of a character the sample may have cut.
    for (let cut = 0; cut <= Math.min(3, sample.length); cut++) {
      if (isUtf8(sample.subarray(0, sample.length - cut))) return `${contentType}; charset=utf-8`;
      if (bytesRead < SAMPLE_BYTES) break;
    }
    return contentType;
  } finally {
    await file.close();
  }
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
