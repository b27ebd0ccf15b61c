import { registerSweep } from './hostile-sweep.helpers.ts';

// Integers past int32 and 2^53 (see hostile-sweep.helpers.ts).
registerSweep({ kinds: ['int'] });
