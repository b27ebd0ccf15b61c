import { highlightHtmlDifferences } from '../../../src/domain/messages/history/html-diff.ts';

/**
 * content_html_diff as Zulip's highlight_html_differences (lxml htmldiff, then
 * <ins>/<del> as spans) writes it; the expected strings are those of Zulip's
 * own tests (zerver/tests/test_message_edit.py) where they apply.
 */
test.each([
  [
    "Zulip's test_edit_message_history: a word replaced",
    '<p>content before edit</p>',
    '<p>content after edit</p>',
    '<div><p>content <span class="highlight_text_inserted">after</span> <span class="highlight_text_deleted">before</span> edit</p></div>',
  ],
  [
    'a replaced first word: whitespace outside both spans',
    '<p>first draft</p>',
    '<p>second draft</p>',
    '<div><p><span class="highlight_text_inserted">second</span> <span class="highlight_text_deleted">first</span> draft</p></div>',
  ],
  [
    'several words inserted: one span, inner spaces inside, the last one outside',
    '<p>hello world</p>',
    '<p>hello brave new world</p>',
    '<div><p>hello <span class="highlight_text_inserted">brave new</span> world</p></div>',
  ],
  [
    'a word appended: compared without its trailing whitespace',
    '<p>one two</p>',
    '<p>one two three</p>',
    '<div><p>one two <span class="highlight_text_inserted">three</span></p></div>',
  ],
  ["Zulip's test_empty_message_edit: both empty", '', '', '<div></div>'],
  ['unchanged', '<p>same</p>', '<p>same</p>', '<div><p>same</p></div>'],
])('%s', (_what, before, after, expected) => {
  expect(highlightHtmlDifferences(before, after)).toBe(expected);
});

test('whitespace after a tag is one space, as lxml writes it', () => {
  expect(highlightHtmlDifferences('<p>a<br>\nb</p>', '<p>a<br>\nb c</p>')).toBe(
    '<div><p>a<br> b <span class="highlight_text_inserted">c</span></p></div>',
  );
});
