/** REST's UNIX seconds as GraphQL's DateTime shows them (ISO 8601, UTC, milliseconds), to compare the two APIs. */
export const isoOfSeconds = (seconds: number): string => new Date(Math.round(seconds * 1000)).toISOString();

export const isoOfSecondsOrNull = (seconds: number | null | undefined): string | null =>
  seconds == null ? null : isoOfSeconds(seconds);
