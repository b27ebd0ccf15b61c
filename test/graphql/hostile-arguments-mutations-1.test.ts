import { useHostileArgumentsSweep } from './hostile-arguments.helpers.ts';

/** The hostile-arguments sweep (see hostile-arguments.helpers.ts) over half the Mutation fields, the other half in its sibling file. */
const sweep = useHostileArgumentsSweep();

sweep.sweepRoot('Mutation', [0, 2]);
