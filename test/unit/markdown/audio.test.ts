// Zulip 11's audio players (feature level 405, api_docs/message-formatting.md
// "Audio Players"): `![title](url)` naming an audio file.

import { createHmac } from 'node:crypto';

import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import { sanitizeMessageHtml } from '../../../src/domain/markdown/sanitize.ts';
import { emptyRenderContext } from './empty-context.ts';

const renderer = createMarkdownRenderer();
const proxy = { baseUrl: 'https://external-content.zulipcdn.net/external_content/', key: 'dummy' };
const render = (content: string) =>
  renderer.render(content, emptyRenderContext('http://chat.example.com', { imageProxy: proxy }));

test("an uploaded audio file renders Zulip's player, and the message claims the upload", () => {
  const r = render('![file.mp3](/user_uploads/2/ab/tok/file.mp3)');
  expect(r.html).toBe(
    '<p><audio controls preload="metadata" src="/user_uploads/2/ab/tok/file.mp3" title="file.mp3"></audio></p>',
  );
  expect(r.linkedUploadPaths).toEqual(['2/ab/tok/file.mp3']);
  expect(r.hasAttachment).toBe(true);
  expect(r.hasImage).toBe(false);
});

test('an audio file elsewhere plays through the media proxy, its URL kept in data-original-url', () => {
  const url = 'https://example.com/a/song.MP3';
  // Zulip's get_camo_url: the HMAC-SHA1 of the URL under the proxy's key, then the URL in hex.
  const camo = `${proxy.baseUrl}${createHmac('sha1', proxy.key).update(url).digest('hex')}/${Buffer.from(url).toString('hex')}`;
  expect(render(`listen: ![Song](${url}) now`).html).toBe(
    `<p>listen: <audio controls data-original-url="${url}" preload="metadata" src="${camo}" title="Song"></audio> now</p>`,
  );
  // Without a proxy the file is played from where it is.
  expect(renderer.render(`![Song](${url})`, emptyRenderContext('http://chat.example.com')).html).toBe(
    `<p><audio controls preload="metadata" src="${url}" title="Song"></audio></p>`,
  );
});

test.each(['aac', 'flac', 'm4a', 'mp3', 'wav', 'weba'])("Zulip's inline audio type .%s plays", (ext) => {
  expect(render(`![a](/user_uploads/2/ab/tok/a.${ext})`).html).toBe(
    `<p><audio controls preload="metadata" src="/user_uploads/2/ab/tok/a.${ext}" title="a"></audio></p>`,
  );
});

test.each([
  [
    'another type (.ogg is not one Zulip plays): the ! stays text before the link',
    '![x](https://example.com/a.ogg)',
    '<p>!<a href="https://example.com/a.ogg">x</a></p>',
  ],
  [
    'a query after the extension',
    '![x](https://example.com/a.mp3?dl=1)',
    '<p>!<a href="https://example.com/a.mp3?dl=1">x</a></p>',
  ],
  ['a URL Zulip would not link', '![x](javascript:alert.mp3)', '<p>![x](javascript:alert.mp3)</p>'],
  ['inside a code span', '`![x](/user_uploads/2/a/b/c.mp3)`', '<p><code>![x](/user_uploads/2/a/b/c.mp3)</code></p>'],
])('not a player: %s', (_label, content, html) => {
  expect(render(content).html).toBe(html);
});

test('a player in a list item and a quote; the label is its title as written, escaped', () => {
  expect(render('* ![a <b> "c"](/user_uploads/2/a/b/c.wav)\n\n> ![q](/user_uploads/2/a/b/q.flac)').html).toBe(
    '<ul>\n<li><audio controls preload="metadata" src="/user_uploads/2/a/b/c.wav" title="a &lt;b&gt; &quot;c&quot;"></audio></li>\n</ul>\n' +
      '<blockquote>\n<p><audio controls preload="metadata" src="/user_uploads/2/a/b/q.flac" title="q"></audio></p>\n</blockquote>',
  );
});

test('the sanitizer keeps the player as it is, and drops what a player may not carry', () => {
  const player = '<p><audio controls preload="metadata" src="/user_uploads/2/a/b/c.mp3" title="c"></audio></p>';
  expect(sanitizeMessageHtml(player)).toBe(player);
  expect(sanitizeMessageHtml(`${player}<script>x</script>`)).toBe(player);
  expect(sanitizeMessageHtml('<audio controls autoplay src="javascript:alert(1)"></audio>')).toBe(
    '<audio controls></audio>',
  );
});
