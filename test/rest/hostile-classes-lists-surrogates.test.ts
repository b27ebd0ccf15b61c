import { useHostileClassesSweep } from './hostile-classes.helpers.ts';

/** The hostile-classes sweep (see hostile-classes.helpers.ts) with lists past PostgreSQL's bind-parameter limits and lone surrogates, and hostile path parameters. */
const sweep = useHostileClassesSweep();

sweep.sweepClasses(['list', 'surrogate']);
sweep.sweepPathParameters();
sweep.organizationStillReads();
