/** A field of Zulip's payload written only when the typed value has it, as Zulip adds such fields. */
export const opt = <T>(key: string, value: T | undefined): Record<string, T> =>
  value === undefined ? {} : { [key]: value };
