/**
 * Whether Python's `base64.b64decode(s)` accepts `s` (Zulip's b64_to_hex check
 * of an APNs token): ASCII only; characters outside the alphabet are skipped;
 * `=` ends the data once it completes a quad; the data characters must then
 * fill whole quads (CPython's binascii.a2b_base64, non-strict).
 */
export function pythonDecodesBase64(s: string): boolean {
  let quad = 0;
  let pads = 0;
  for (const c of s) {
    const code = c.codePointAt(0) ?? 0;
    if (code > 0x7f) return false;
    if (c === '=') {
      if (quad >= 2 && quad + ++pads >= 4) return true;
      continue;
    }
    if (!/[A-Za-z0-9+/]/.test(c)) continue;
    pads = 0;
    quad = (quad + 1) % 4;
  }
  return quad === 0;
}
