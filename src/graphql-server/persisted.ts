import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * An allow-list of operations for deployments that want one: a JSON file
 * mapping each document's SHA-256 (hex, as Apollo's persisted queries send it
 * in `extensions.persistedQuery.sha256Hash`) to the document. Read once at
 * start; a hash that does not match its document stops the start, so a
 * mistyped file cannot quietly allow the wrong operation.
 */
export class PersistedOperations {
  private constructor(private readonly byHash: ReadonlyMap<string, string>) {}

  static load(file: string): PersistedOperations {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error(`${file}: expected an object of "sha256": "document"`);
    const byHash = new Map<string, string>();
    for (const [hash, document] of Object.entries(parsed)) {
      if (typeof document !== 'string') throw new Error(`${file}: the document for ${hash} is not a string`);
      const actual = createHash('sha256').update(document).digest('hex');
      if (actual !== hash.toLowerCase())
        throw new Error(`${file}: ${hash} is not the SHA-256 of its document (${actual})`);
      byHash.set(actual, document);
    }
    return new PersistedOperations(byHash);
  }

  get(hash: string): string | null {
    return this.byHash.get(hash.toLowerCase()) ?? null;
  }
}

/** Apollo's `extensions.persistedQuery.sha256Hash`, if the request carries one. */
export function persistedHashOf(extensions: unknown): string | null {
  if (extensions === null || typeof extensions !== 'object') return null;
  const pq = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (pq === null || typeof pq !== 'object') return null;
  const hash = (pq as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? hash : null;
}
