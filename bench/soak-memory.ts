// The soak's memory samples: the server's RSS (from /proc) and its V8 heap
// (from GET /metrics). RSS alone cannot tell retained data from garbage
// V8 has not collected yet; the heap in use right after a full collection
// (the low points of the sawtooth) is what the server keeps.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { agent } from './api-client.ts';

export interface MemorySample {
  s: number;
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
}

const MiB = 1024 * 1024;

const rssMiB = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function metricsText(port: number): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/metrics', agent, timeout: 5000 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', () => resolve(''));
  });
}

const value = (text: string, name: string): number => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
const gauge = (text: string, name: string): number => value(text, name) / MiB;

export async function memorySample(s: number, port: number, pid: number): Promise<MemorySample> {
  const text = await metricsText(port);
  return {
    s,
    rssMiB: Math.round(rssMiB(pid)),
    heapUsedMiB: Math.round(gauge(text, 'zircon_nodejs_heap_size_used_bytes')),
    heapTotalMiB: Math.round(gauge(text, 'zircon_nodejs_heap_size_total_bytes')),
  };
}

const perMinute = (a: MemorySample, b: MemorySample, f: (m: MemorySample) => number): number =>
  b.s > a.s ? ((f(b) - f(a)) / (b.s - a.s)) * 60 : 0;

/**
 * RSS growth per minute after warm-up, and the heap kept: the lowest heap in
 * use in the first and in the last third of the warm samples (each third
 * spans several full collections in a long enough run).
 */
export function memorySummary(samples: MemorySample[], warmFrom: number): string {
  const warm = samples.filter((r) => r.s >= warmFrom);
  const first = warm[0];
  const last = warm[warm.length - 1];
  if (!first || !last) return 'memory: too few samples';
  const third = Math.max(1, Math.floor(warm.length / 3));
  const low = (xs: MemorySample[]) => Math.min(...xs.map((x) => x.heapUsedMiB));
  const rss = samples.map((r) => r.rssMiB);
  return [
    `RSS: start ${samples[0].rssMiB} MiB, max ${Math.max(...rss)} MiB, end ${last.rssMiB} MiB; after warm-up (from ${first.s} s) ${perMinute(first, last, (m) => m.rssMiB).toFixed(2)} MiB/min`,
    `V8 heap: total max ${Math.max(...samples.map((r) => r.heapTotalMiB))} MiB; in use after collections (lowest) ${low(warm.slice(0, third))} MiB in the first third of the warm samples, ${low(warm.slice(-third))} MiB in the last`,
  ].join('\n');
}

/** CPU seconds the server process used (user and system), from /proc. */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * What memory costs in time: the server's CPU seconds so far and V8's pause
 * times by kind of collection (prom-client's GC histogram), to compare runs
 * with different heap settings.
 */
export async function gcSummary(port: number, pid: number, seconds: number): Promise<string> {
  const text = await metricsText(port);
  const pauses = ['minor', 'major', 'incremental'].map((kind) => {
    const sum = value(text, `zircon_nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\}`);
    const count = value(text, `zircon_nodejs_gc_duration_seconds_count\\{kind="${kind}"\\}`);
    return `${kind} ${count} (${sum.toFixed(1)} s)`;
  });
  const cpu = cpuSeconds(pid);
  return `server CPU ${cpu.toFixed(0)} s (${((cpu / seconds) * 100).toFixed(0)} % of one core over the run, set-up included); GC pauses: ${pauses.join(', ')}`;
}
