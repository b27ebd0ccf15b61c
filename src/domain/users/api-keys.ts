import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Zulip-format API key: 32 alphanumeric characters. */
export function generateApiKey(): string {
  let key = '';
  for (let i = 0; i < 32; i++) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

export const isWellFormedApiKey = (key: string): boolean => /^[A-Za-z0-9]{32}$/.test(key);

/** Compares in constant time so response timing does not reveal a key prefix. */
export function apiKeysEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
