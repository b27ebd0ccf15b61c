/**
 * PostgreSQL text cannot hold NUL, and passing one to a query fails it: a
 * looked-up name or address with a NUL can equal nothing stored, so lookups
 * answer "not found" for it instead of asking the database.
 */
export const isStorableText = (s: string): boolean => !s.includes('\0');
