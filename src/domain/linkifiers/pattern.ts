import { RE2JS, RE2JSSyntaxException } from 're2js';

/**
 * Linkifier patterns are RE2, as in Zulip: re2js parses them with RE2's
 * syntax and matches in linear time, so no pattern can stall the server.
 * JavaScript's RegExp never runs a user's pattern.
 */

/** re2js speaks Go's regexp error texts; Zulip shows those of RE2 in C++ (RegexpStatus::Text). */
const RE2_CPP_TEXT: Readonly<Record<string, string>> = {
  'missing closing )': 'missing )',
  'missing closing ]': 'missing ]',
  'unexpected )': 'unexpected )',
  'trailing backslash at end of expression': 'trailing \\',
  'missing argument to repetition operator': 'no argument for repetition operator',
  'invalid nested repetition operator': 'bad repetition operator',
  'invalid repeat count': 'bad repetition operator',
  'invalid escape sequence': 'invalid escape sequence',
  'invalid character class': 'invalid character class',
  'invalid character class range': 'invalid character class range',
  'invalid named capture': 'invalid named capture group',
  'duplicate capture group name': 'invalid named capture group',
  'invalid or unsupported Perl syntax': 'invalid perl operator',
  'invalid UTF-8': 'invalid UTF-8',
  'expression nests too deeply': 'pattern too large - compile failed',
  'expression too large': 'pattern too large - compile failed',
};

/** RE2's error for an uncompilable pattern, as Zulip words it after `Bad regular expression: `. */
function re2ErrorText(e: RE2JSSyntaxException): string {
  const description = e.getDescription();
  const text = RE2_CPP_TEXT[description] ?? description;
  let arg = e.getPattern();
  // RE2 names the whole group opening of a duplicate name, Go the bare name.
  if (description === 'duplicate capture group name' && arg !== null) arg = `(?P<${arg}>`;
  return arg === null || text.startsWith('pattern too large') ? text : `${text}: ${arg}`;
}

export type PatternCheck = { ok: true; groups: Set<string> } | { ok: false; error: string };

/** Zulip's filter_pattern_validator: compiles with RE2 and lists the named groups. */
export function checkPattern(pattern: string): PatternCheck {
  try {
    return { ok: true, groups: new Set(Object.keys(RE2JS.compile(pattern).namedGroups())) };
  } catch (e) {
    if (e instanceof RE2JSSyntaxException) return { ok: false, error: re2ErrorText(e) };
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

const BEFORE = 'linkifier_before';
const MATCH = 'linkifier_actual_match';
const AFTER = 'linkifier_after';
const WRAPPER_GROUPS = new Set([BEFORE, MATCH, AFTER]);

/**
 * Zulip's prepare_linkifier_pattern: a match starts after the start of the
 * text, white space or one of `'"(,:<`, and no letter or digit may follow it.
 */
export const prepareLinkifierPattern = (source: string): string =>
  `(?P<${BEFORE}>^|\\s|\\x{85}|\\pZ|['"(,:<])(?P<${MATCH}>${source})(?P<${AFTER}>$|[^\\pL\\pN])`;

export interface PatternMatch {
  index: number;
  text: string;
  groups: Record<string, string>;
}

/**
 * Counts the engine's work, for tests that bound it: searches run, and the
 * characters they ran over (from where each started to the end of its match,
 * or of the text when none). RE2 spends a bounded time per character, set by
 * the pattern alone, so these bound the time whatever the text.
 */
export interface ScanMeter {
  searches: number;
  charsScanned: number;
}

/** A linkifier pattern compiled once, wrapped as Zulip wraps it. Null when RE2 refuses it. */
export class CompiledPattern {
  private constructor(
    private readonly re: RE2JS,
    private readonly names: string[],
    private readonly meter: ScanMeter | undefined,
  ) {}

  static compile(source: string, meter?: ScanMeter): CompiledPattern | null {
    try {
      const re = RE2JS.compile(prepareLinkifierPattern(source));
      return new CompiledPattern(
        re,
        Object.keys(re.namedGroups()).filter((n) => !WRAPPER_GROUPS.has(n)),
        meter,
      );
    } catch {
      return null;
    }
  }

  /** Every match in order, none overlapping; the character after one match may open the next. */
  scan(text: string): PatternMatch[] {
    const found: PatternMatch[] = [];
    const m = this.re.matcher(text);
    let from = 0;
    while (from <= text.length) {
      const hit = m.find(from);
      if (this.meter) {
        this.meter.searches++;
        this.meter.charsScanned += (hit ? m.end() : text.length) - from;
      }
      if (!hit) break;
      const index = m.start(MATCH);
      const matched = m.group(MATCH) ?? '';
      const groups: Record<string, string> = {};
      for (const name of this.names) {
        const value = m.group(name);
        if (value !== null) groups[name] = value;
      }
      found.push({ index, text: matched, groups });
      from = Math.max(index + matched.length, m.start() + 1);
    }
    return found;
  }
}
