/** A DateTime from the API (ISO 8601) in UNIX seconds, the unit the client's clocks and thresholds use. */
export const secondsOf = (iso: string): number => Date.parse(iso) / 1000;
