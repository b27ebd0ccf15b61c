import { useHostileClassesSweep } from './hostile-classes.helpers.ts';

/** The hostile-classes sweep (see hostile-classes.helpers.ts) with NUL bytes, raw and in JSON. */
const sweep = useHostileClassesSweep();

sweep.coversEveryRoute();
sweep.sweepClasses(['nul', 'nul-json']);
sweep.organizationStillReads();
