// Rewrites test/durations.json (seconds per test file, read by
// test/support/sequencer.cjs to start the longest files first) from a
// `jest --json --outputFile=REPORT.json` run's report. Files the report does not
// cover keep their recorded time; files that no longer exist are dropped.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/test-durations.mjs REPORT.json');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test', 'durations.json');
const times = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
for (const r of JSON.parse(readFileSync(report, 'utf8')).testResults) {
  const file = path.relative(root, r.name).split(path.sep).join('/');
  times[file] = Math.round((r.endTime - r.startTime) / 100) / 10;
}
const kept = Object.entries(times)
  .filter(([file]) => existsSync(path.join(root, file)))
  .sort(([a], [b]) => a.localeCompare(b));
writeFileSync(out, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`${out}: ${kept.length} files`);
