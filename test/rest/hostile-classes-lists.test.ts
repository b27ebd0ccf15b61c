import { registerSweep } from './hostile-sweep.helpers.ts';

// Lists past PostgreSQL's bind-parameter limits, and lone surrogates (see hostile-sweep.helpers.ts).
registerSweep({ kinds: ['list', 'surrogate'] });
