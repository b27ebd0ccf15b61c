import languages from './languages.json' with { type: 'json' };
import timeZones from './time-zones.json' with { type: 'json' };

/**
 * Zulip's locale/language_name_map.json as its compilemessages builds it: for
 * each shipped translation, Django's LANG_INFO `name_local` (or, for locales
 * Django does not know, the PO file's Language-Team name). get_language_name
 * answers by code or by locale.
 */
const LANGUAGE_NAMES = new Map<string, string>(
  languages.name_map.flatMap((l) => [
    [l.code, l.name],
    [l.locale, l.name],
  ]),
);
const LANGUAGE_CODES = new Set(languages.name_map.map((l) => l.code));

/** get_available_language_codes(): only the codes, not the locales, are accepted as a setting. */
export const isAvailableLanguage = (code: string): boolean => LANGUAGE_CODES.has(code);

/** get_language_name(); Zulip logs an unknown code and answers "Unknown". */
export const languageName = (code: string): string => LANGUAGE_NAMES.get(code) ?? 'Unknown';

/**
 * The IANA names zoneinfo knows (tzdata's zones and links, from its
 * tzdata.zi), and canonicalize_timezone's link → zone map. A static table
 * rather than ICU's: ICU is case-insensitive and accepts offsets, zoneinfo
 * does neither.
 */
const ZONES = new Set(timeZones.zones);
const LINKS = new Map(Object.entries(timeZones.links));

/** canonicalize_timezone: a link ("US/Eastern") becomes its zone ("America/New_York"). */
export const canonicalTimezone = (name: string): string => LINKS.get(name) ?? name;

/** check_timezone: a name zoneinfo can open once canonicalized. */
export const isKnownTimezone = (name: string): boolean => ZONES.has(canonicalTimezone(name));
