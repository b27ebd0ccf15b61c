import { useHostileClassesSweep } from './hostile-classes.helpers.ts';

/** The hostile-classes sweep (see hostile-classes.helpers.ts) with integers past int32 and 2^53, and deep nesting. */
const sweep = useHostileClassesSweep();

sweep.sweepClasses(['int', 'nesting']);
sweep.organizationStillReads();
