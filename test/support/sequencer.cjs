// Orders test files longest first, so that with two workers no long file starts
// late and leaves the other worker idle at the end. Jest does this itself from
// its timing cache, but a fresh clone (CI) has none and jest falls back to file
// size, which says little here: a 180-line sweep runs for minutes. So a run
// without cached times uses test/durations.json (seconds per file, measured on
// PGlite; `node scripts/test-durations.mjs REPORT.json` updates it from a
// `jest --json --outputFile=REPORT.json` run). A file in neither counts as a
// typical one (the median), rather than running first as jest would have it.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const TestSequencer = require('@jest/test-sequencer').default;

const root = path.resolve(__dirname, '..', '..');
const recorded = JSON.parse(readFileSync(path.join(root, 'test', 'durations.json'), 'utf8'));
const sorted = Object.values(recorded).sort((a, b) => a - b);
const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;

class RecordedTimesFirst extends TestSequencer {
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const seconds = recorded[path.relative(root, test.path).split(path.sep).join('/')];
    return (seconds ?? median) * 1000;
  }
}

module.exports = RecordedTimesFirst;
