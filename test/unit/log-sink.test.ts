import { PassThrough } from 'node:stream';
import { createLogSink } from '../../src/ops/log-sink.ts';

describe('the log sink', () => {
  test('a reader that falls behind loses lines, counted, and is told how many once it catches up', async () => {
    const out = new PassThrough({ highWaterMark: 64 });
    const sink = createLogSink(out, 1000);
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 30; i++) sink.write(line);
    // Written while the backlog was at most 1000 bytes: 11 lines (the 11th takes it past); the rest dropped.
    expect(sink.dropped).toBe(19);
    const read: string[] = [];
    out.on('data', (d: Buffer) => read.push(d.toString()));
    expect(await sink.drain(5000)).toBe(true);
    const text = read.join('');
    expect(text.split(line).length - 1).toBe(11);
    expect(text).toContain('"msg":"log: 19 lines were dropped while stdout was not being read"');
  });

  test('a closed destination silences the log instead of failing the writer', async () => {
    const out = new PassThrough();
    const sink = createLogSink(out, 1000);
    out.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => sink.write('after\n')).not.toThrow();
    expect(sink.dropped).toBe(1);
    expect(await sink.drain(10)).toBe(true);
  });
});
