import { Readable } from 'node:stream';
import type { UploadStore } from '../uploads/store.ts';

/** Writes each buffer to the store under its key, through the store's own temporary files; on a failure nothing written stays. */
export async function storeBuffers(
  store: UploadStore,
  files: ReadonlyArray<{ key: string; data: Buffer }>,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const { key, data } of files) {
      const temp = store.tempPath();
      try {
        await store.receive(Readable.from([data]), temp);
        await store.commit(temp, key);
        written.push(key);
      } finally {
        await store.remove(temp);
      }
    }
  } catch (e) {
    await removeAll(store, written);
    throw e;
  }
}

/** Removes stored files, ignoring failures: they are leftovers of a refused write. */
export async function removeAll(store: UploadStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => store.remove(k).catch(() => undefined)));
}
