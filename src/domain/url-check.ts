/**
 * Django's URLValidator as Zulip's check_url uses it: http, https, ftp or
 * ftps, a host (a dotted name with a top-level domain, localhost, an IPv4 or
 * a bracketed IPv6 address), an optional port, then anything without
 * whitespace. The pattern is fixed (never user-supplied) and the input is
 * capped at Django's 2,048 characters before it is matched.
 */

const UL = '\\u00a1-\\uffff';
const IPV4 =
  '(?:0|25[0-5]|2[0-4][0-9]|1[0-9]?[0-9]?|[1-9][0-9]?)(?:\\.(?:0|25[0-5]|2[0-4][0-9]|1[0-9]?[0-9]?|[1-9][0-9]?)){3}';
const IPV6 = '\\[[0-9a-f:.]+\\]';
const HOSTNAME = `[a-z${UL}0-9](?:[a-z${UL}0-9-]{0,61}[a-z${UL}0-9])?`;
const DOMAIN = `(?:\\.(?!-)[a-z${UL}0-9-]{1,63}(?<!-))*`;
const TLD = `\\.(?!-)(?:[a-z${UL}-]{2,63}|xn--[a-z0-9]{1,59})(?<!-)\\.?`;
const HOST = `(?:${HOSTNAME}${DOMAIN}${TLD}|localhost)`;
const URL_PATTERN = new RegExp(
  `^(?:[a-z0-9.+-]*)://(?:[^\\s:@/]+(?::[^\\s:@/]*)?@)?(?:${IPV4}|${IPV6}|${HOST})(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$`,
  'i',
);
const SCHEMES = ['http', 'https', 'ftp', 'ftps'];
const MAX_LENGTH = 2048;

export function isValidUrl(value: string): boolean {
  if (value.length > MAX_LENGTH || /\s/.test(value)) return false;
  const scheme = value.split('://', 1)[0].toLowerCase();
  if (!SCHEMES.includes(scheme)) return false;
  return URL_PATTERN.test(value);
}
