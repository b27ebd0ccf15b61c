import { registerSweep } from './hostile-sweep.helpers.ts';

// NUL bytes (as text and inside JSON) and deep nesting; the coverage check and the path parameters.
registerSweep({ kinds: ['nul', 'nul-json', 'nesting'], coverageAndPaths: true });
