// `<time:…>` parsing. Zulip uses dateutil's lenient parser (with a table of
// timezone abbreviations) and falls back to a UNIX timestamp; we accept the
// same common shapes: ISO 8601, UNIX seconds, and "Jun 5th 2017, 10:30PM"
// style dates with optional am/pm and zone.

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const WEEKDAYS = new Set([
  'mon',
  'monday',
  'tue',
  'tues',
  'tuesday',
  'wed',
  'wednesday',
  'thu',
  'thur',
  'thurs',
  'thursday',
  'fri',
  'friday',
  'sat',
  'saturday',
  'sun',
  'sunday',
]);

const FILLER = new Set(['at', 'on', 'of', 'the', 'and']);

// Offsets in minutes, after zerver/lib/timezone.py's common_timezones.
const ZONES: Readonly<Record<string, number>> = {
  utc: 0,
  gmt: 0,
  z: 0,
  ut: 0,
  wet: 0,
  west: 60,
  bst: 60,
  cet: 60,
  cest: 120,
  met: 60,
  mest: 120,
  eet: 120,
  eest: 180,
  msk: 180,
  ist: 330,
  pkt: 300,
  npt: 345,
  ict: 420,
  wib: 420,
  sgt: 480,
  hkt: 480,
  pht: 480,
  awst: 480,
  cst: -360,
  cdt: -300,
  est: -300,
  edt: -240,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  akst: -540,
  akdt: -480,
  hst: -600,
  ast: -240,
  adt: -180,
  nst: -210,
  ndt: -150,
  brt: -180,
  art: -180,
  jst: 540,
  kst: 540,
  acst: 570,
  acdt: 630,
  aest: 600,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
  sast: 120,
  wat: 60,
  cat: 120,
  eat: 180,
};

interface Parts {
  year?: number;
  month?: number;
  day?: number;
  hour: number;
  minute: number;
  second: number;
  micro: number;
  offset?: number;
}

function isoFromParts(p: Required<Omit<Parts, 'offset'>> & { offset: number }): string | null {
  const { year, month, day, hour, minute, second, micro, offset } = p;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (Math.abs(offset) >= 24 * 60) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute, second, 0);
  const ms = date.getTime() - offset * 60000;
  return isoFromMillis(ms, micro);
}

function isoFromMillis(ms: number, micro: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) return null;
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  const frac = micro > 0 ? `.${pad(micro, 6)}` : '';
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${frac}Z`;
}

function parseOffset(text: string): number | undefined {
  const m = /^(?:utc|gmt)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

function micros(fraction: string | undefined): number {
  return fraction ? Math.round(Number(`0.${fraction}`) * 1e6) : 0;
}

const ISO_RE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function parseIso(text: string): string | null | undefined {
  const m = ISO_RE.exec(text);
  if (!m) return undefined;
  const offset = m[8] === undefined || m[8].toUpperCase() === 'Z' ? 0 : parseOffset(m[8]);
  if (offset === undefined) return null;
  return isoFromParts({
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    micro: micros(m[7]),
    offset,
  });
}

const TOKEN_RE =
  /(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?|(\d+)(?:st|nd|rd|th)\b|\d+(?:[/.-]\d+){1,2}|[+-]\d{1,2}(?::?\d{2})?|[a-z]+|\d+|[,]|\S/gi;

/** dateutil-like parsing of free-form dates; undefined when not understood. */
function parseNatural(text: string, now: Date): string | null | undefined {
  const parts: Parts = { hour: 0, minute: 0, second: 0, micro: 0 };
  let sawTime = false;
  let pm: boolean | undefined;
  for (const m of text.matchAll(TOKEN_RE)) {
    const tok = m[0];
    const lower = tok.toLowerCase();
    if (m[1] !== undefined) {
      if (sawTime) return undefined;
      sawTime = true;
      parts.hour = Number(m[1]);
      parts.minute = Number(m[2]);
      parts.second = Number(m[3] ?? 0);
      parts.micro = micros(m[4]);
    } else if (m[5] !== undefined) {
      if (parts.day !== undefined) return undefined;
      parts.day = Number(m[5]);
    } else if (/^\d+(?:[/.-]\d+){1,2}$/.test(tok)) {
      const nums = tok.split(/[/.-]/).map(Number);
      if (nums.length === 3 && tok.split(/[/.-]/)[0].length === 4) {
        [parts.year, parts.month, parts.day] = nums;
      } else {
        // dateutil reads ambiguous numeric dates month first.
        [parts.month, parts.day] = nums;
        if (nums.length === 3) parts.year = nums[2] < 100 ? 2000 + nums[2] : nums[2];
      }
    } else if (lower in MONTHS) {
      if (parts.month !== undefined) return undefined;
      parts.month = MONTHS[lower];
    } else if (lower === 'am' || lower === 'pm' || lower === 'a' || lower === 'p') {
      pm = lower.startsWith('p');
    } else if (lower in ZONES || /^[+-]/.test(tok)) {
      const offset = lower in ZONES ? ZONES[lower] : parseOffset(tok);
      if (offset === undefined) return undefined;
      parts.offset = (parts.offset ?? 0) + offset;
    } else if (/^\d+$/.test(tok)) {
      const n = Number(tok);
      if (tok.length === 4 && parts.year === undefined) parts.year = n;
      else if (tok.length <= 2 && parts.day === undefined) parts.day = n;
      else if (tok.length <= 2 && !sawTime && pm === undefined) {
        sawTime = true;
        parts.hour = n;
      } else return undefined;
    } else if (!(tok === ',' || WEEKDAYS.has(lower) || FILLER.has(lower))) {
      return undefined;
    }
  }
  if (pm !== undefined) {
    // "5pm" tokenizes the hour as a day number.
    if (!sawTime && parts.day !== undefined && parts.month === undefined) {
      parts.hour = parts.day;
      parts.day = undefined;
    }
    if (parts.hour < 1 || parts.hour > 12) return null;
    parts.hour = (parts.hour % 12) + (pm ? 12 : 0);
  }
  if (!sawTime && pm === undefined && parts.month === undefined && parts.year === undefined) return undefined;
  return isoFromParts({
    year: parts.year ?? now.getUTCFullYear(),
    month: parts.month ?? now.getUTCMonth() + 1,
    day: parts.day ?? now.getUTCDate(),
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    micro: parts.micro,
    offset: parts.offset ?? 0,
  });
}

function parseCompactDigits(text: string): string | null {
  const n = text.length;
  if (n !== 8 && n !== 12 && n !== 14) return null;
  const num = (a: number, b: number): number => Number(text.slice(a, b));
  return isoFromParts({
    year: num(0, 4),
    month: num(4, 6),
    day: num(6, 8),
    hour: n > 8 ? num(8, 10) : 0,
    minute: n > 8 ? num(10, 12) : 0,
    second: n > 12 ? num(12, 14) : 0,
    micro: 0,
    offset: 0,
  });
}

/** The UTC ISO string for a `<time:…>` value, or null when Zulip would reject it. */
export function parseTimestamp(input: string, now: Date): string | null {
  const text = input.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const compact = parseCompactDigits(text);
    if (compact) return compact;
  }
  if (/^[+-]?\d+(?:\.\d*)?$/.test(text)) {
    const seconds = Number(text);
    const whole = Math.floor(seconds);
    return isoFromMillis(whole * 1000, Math.round((seconds - whole) * 1e6));
  }
  const iso = parseIso(text);
  if (iso !== undefined) return iso;
  return parseNatural(text, now) ?? null;
}
