/** The `{message_id:int}` path parameter (digits only, by the route's pattern). */
export const messageId = (path: Record<string, string>): number => Number(path.message_id);
