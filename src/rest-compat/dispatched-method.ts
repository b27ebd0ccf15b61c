/**
 * The method a request below /api/v1 or /json is dispatched as, Zulip's
 * rest_dispatch: a form field `method` names another of the endpoint's
 * methods, read from Django's request.POST — which Django fills for POST
 * requests only (PUT, PATCH and DELETE bodies are parsed later, for the view,
 * by process_as_post). On any other verb the field is an ordinary parameter.
 * OPTIONS is answered before any of this, and never reaches a view. The value
 * is compared as sent: `method=get` names no method. The rate limiter and the
 * dispatcher both ask here, so what is counted is what is served.
 */
export function dispatchedMethod(method: string, body: unknown): string {
  if (method !== 'POST' || body === null || typeof body !== 'object') return method;
  const sent = (body as Record<string, unknown>).method;
  // Django's QueryDict gives the last value of a repeated key; a file named `method` is no form field.
  const value = Array.isArray(sent) ? (sent as unknown[])[sent.length - 1] : sent;
  return typeof value === 'string' ? value : method;
}
