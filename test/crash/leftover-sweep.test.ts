import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ManualClock } from '../../src/domain/clock.ts';
import { LEFTOVER_FILE_GRACE_MS, sweepLeftoverFiles } from '../../src/domain/uploads/sweep.ts';
import { useWorld } from '../support/world.ts';

/**
 * The sweep of files a crash leaves (test/crash/kill-restart.test.ts makes
 * them with kill -9): a stored file whose attachment row never committed and
 * an upload a killed process was receiving go once a day old (in an S3
 * bucket, only the latter); an attachment's file, custom emoji and anything
 * younger stay.
 */
describe.each([
  ['a local directory', false],
  ['an S3 bucket', true],
] as const)('uploads in %s', (_name, s3) => {
  const w = useWorld({ realm: 'empty', s3, ownUploadsDir: true });

  test('files without a row and stale uploads being received go after a day; everything else stays', async () => {
    await w.seedDemo();
    const store = w.ts.server.deps.uploads;
    const kept = (await w.upload('iago', 'kept.txt', 'kept')).slice('/user_uploads/'.length);
    const put = async (pathId: string | null) => {
      const temp = store.tempPath();
      await store.receive(Readable.from([Buffer.from('left behind')]), temp);
      if (pathId !== null) await store.commit(temp, pathId);
    };
    const orphan = `${w.realm.realmId}/7f/AAAAAAAAAAAAAAAAAAAAAAAA/no-row.txt`;
    const emoji = `${w.realm.realmId}/emoji/images/AAAAAAAAAAAAAAAAAAAAAAAA.png`;
    await put(orphan);
    await put(emoji);
    await put(null);
    const incoming = () => readdir(path.join(w.uploadsDir, '.incoming')).catch(() => []);
    expect(await incoming()).toHaveLength(1);

    const sweep = (ms: number) =>
      sweepLeftoverFiles({
        db: w.ts.server.deps.db,
        clock: new ManualClock(new Date(Date.now() + ms)),
        uploads: store,
      });
    expect(await sweep(0)).toBe(0);
    expect(await store.size(orphan)).not.toBeNull();
    // A bucket is not listed (S3UploadStore.list): its object without a row stays, unreachable.
    expect(await sweep(LEFTOVER_FILE_GRACE_MS + 60_000)).toBe(s3 ? 1 : 2);
    if (s3) expect(await store.size(orphan)).not.toBeNull();
    else expect(await store.size(orphan)).toBeNull();
    expect(await incoming()).toEqual([]);
    expect(await store.size(kept)).toBe(4);
    expect(await store.size(emoji)).not.toBeNull();
  });
});
