import { useHostileArgumentsSweep } from './hostile-arguments.helpers.ts';

/** The hostile-arguments sweep (see hostile-arguments.helpers.ts) over the Query and Subscription fields. */
const sweep = useHostileArgumentsSweep();

sweep.sweepRoot('Query');
sweep.sweepSubscriptions();
