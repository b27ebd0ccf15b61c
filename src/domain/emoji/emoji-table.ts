// The Unicode emoji name table Zulip accepts for `unicode_emoji` reactions,
// user status and `:name:` Markdown. Source: Zulip's emoji_names.py
// (Apache-2.0), shipped as emoji-names.json beside this file.
import rawTable from './emoji-names.json' with { type: 'json' };

interface RawEntry {
  canonical_name: string;
  aliases: string[];
}

export interface EmojiEntry {
  /** Zulip's `emoji_code`: dash-separated lowercase hex code points, without U+FE0F. */
  readonly code: string;
  readonly canonicalName: string;
  readonly aliases: readonly string[];
}

function buildTable(raw: Record<string, RawEntry>): {
  byCode: ReadonlyMap<string, EmojiEntry>;
  codeByName: ReadonlyMap<string, string>;
} {
  const byCode = new Map<string, EmojiEntry>();
  const codeByName = new Map<string, string>();
  for (const [code, entry] of Object.entries(raw)) {
    const frozen: EmojiEntry = Object.freeze({
      code,
      canonicalName: entry.canonical_name,
      aliases: Object.freeze([...entry.aliases]),
    });
    byCode.set(code, frozen);
    for (const name of [entry.canonical_name, ...entry.aliases]) {
      if (!codeByName.has(name)) codeByName.set(name, code);
    }
  }
  return { byCode, codeByName };
}

const { byCode: ENTRY_BY_CODE, codeByName: CODE_BY_NAME } = buildTable(rawTable as Record<string, RawEntry>);

/** Every accepted name (canonical names and aliases), sorted. */
export const ALL_EMOJI_NAMES: readonly string[] = Object.freeze([...CODE_BY_NAME.keys()].sort());

export function emojiCodeByName(name: string): string | undefined {
  return CODE_BY_NAME.get(name);
}

export function canonicalNameByCode(code: string): string | undefined {
  return ENTRY_BY_CODE.get(code)?.canonicalName;
}

export function emojiEntryByCode(code: string): EmojiEntry | undefined {
  return ENTRY_BY_CODE.get(code);
}

export function isValidEmojiName(name: string): boolean {
  return CODE_BY_NAME.has(name);
}

export function isValidEmojiCode(code: string): boolean {
  return ENTRY_BY_CODE.has(code);
}

/**
 * Zulip's rule for `unicode_emoji` reactions and statuses: the name must map
 * to exactly this code (an alias of the same emoji is fine).
 */
export function isValidUnicodeEmoji(name: string, code: string): boolean {
  return CODE_BY_NAME.get(name) === code;
}
