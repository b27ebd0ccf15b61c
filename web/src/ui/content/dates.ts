/** Dates as the timeline shows them, in the viewer's time zone. */

const at = (iso: string) => new Date(iso);

// One formatter of each kind, made when first used: toLocale*String builds a new one on every call
// (about a millisecond each), which a timeline of many rows paid on each render.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatted(d: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat([], options)));
  return f.format(d);
}

/** The local calendar day of a DateTime (ISO 8601), to tell when a day separator is due. */
export const dayOf = (ts: string): string => at(ts).toDateString();

/** A day separator's label: "Today", "Yesterday", or the date (with the year when it is not this one). */
export function dayLabel(ts: string, now = Date.now()): string {
  const d = at(ts);
  const today = new Date(now);
  if (d.toDateString() === today.toDateString()) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(today.getDate() - 1);
  if (d.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return formatted(d, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** A message's time of day, as beside its sender. */
export const timeOfDay = (ts: string): string => formatted(at(ts), { hour: '2-digit', minute: '2-digit' });

/** A message's full date and time, shown on hover over its time. */
export const fullDate = (ts: string): string => formatted(at(ts), { dateStyle: 'full', timeStyle: 'short' });
