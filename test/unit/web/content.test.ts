import { dayLabel } from '../../../web/src/ui/content/dates.ts';
import { emojiGlyph } from '../../../web/src/ui/content/prepare.ts';

test("an emoji span's class gives its glyph: one code point, or several joined by '-'", () => {
  expect(emojiGlyph('emoji emoji-1f389')).toBe('🎉');
  expect(emojiGlyph('emoji emoji-1f1fa-1f1f8')).toBe('🇺🇸');
  expect(emojiGlyph('emoji emoji-1f468-200d-1f4bb')).toBe('👨‍💻');
  expect(emojiGlyph('emoji')).toBeNull();
  expect(emojiGlyph('emoji emoji-zz')).toBeNull();
  expect(emojiGlyph('emoji emoji-ffffffff')).toBeNull();
});

test('day separators say Today and Yesterday, else the date', () => {
  const now = new Date(2026, 10, 22, 15, 0).getTime();
  const ts = (d: Date) => d.toISOString();
  expect(dayLabel(ts(new Date(2026, 10, 22, 0, 1)), now)).toBe('Today');
  expect(dayLabel(ts(new Date(2026, 10, 21, 23, 59)), now)).toBe('Yesterday');
  expect(dayLabel(ts(new Date(2026, 10, 2, 9)), now)).not.toMatch(/2026/);
  expect(dayLabel(ts(new Date(2025, 10, 2, 9)), now)).toMatch(/2025/);
});
