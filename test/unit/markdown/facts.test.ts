// The facts the server takes from rendering: mentions, wildcards, /me,
// links, previews and uploads.

import { createMarkdownRenderer } from '../../../src/domain/markdown/index.ts';
import type { RenderContext } from '../../../src/domain/markdown/index.ts';

const renderer = createMarkdownRenderer();

const ctx: RenderContext = {
  realmUrl: 'http://chat.example.com',
  users: [
    { id: 10, fullName: 'King Hamlet', email: 'hamlet@example.com', isActive: true },
    { id: 11, fullName: 'Cordelia, Lear’s daughter', email: 'cordelia@example.com', isActive: true },
    { id: 12, fullName: 'Old Ghost', email: 'ghost@example.com', isActive: false },
    { id: 13, fullName: '<b>Evil</b>', email: 'evil@example.com', isActive: true },
  ],
  groups: [
    { id: 30, name: 'hamletcharacters' },
    { id: 31, name: 'retired', deactivated: true },
  ],
  streams: [
    { id: 1, name: 'Denmark' },
    { id: 2, name: 'design team' },
  ],
  linkifiers: [],
  realmEmoji: {},
  emptyTopicDisplayName: 'general chat',
  translateEmoticons: false,
};

const render = (content: string, overrides: Partial<RenderContext> = {}) =>
  renderer.render(content, { ...ctx, ...overrides });

describe('user mentions', () => {
  test('a mention renders the full name and flags the user', () => {
    const r = render('hi @**King Hamlet**');
    expect(r.html).toBe('<p>hi <span class="user-mention" data-user-id="10">@King Hamlet</span></p>');
    expect(r.mentionedUserIds).toEqual([10]);
    expect(r.silentMentionedUserIds).toEqual([]);
  });

  test('names match case-insensitively and render as stored', () => {
    const r = render('@**king hamlet**');
    expect(r.html).toContain('>@King Hamlet</span>');
    expect(r.mentionedUserIds).toEqual([10]);
  });

  test('the name|id syntax picks the user by id, and must name that user', () => {
    expect(render('@**King Hamlet|10**').mentionedUserIds).toEqual([10]);
    expect(render('@**|11**').html).toContain('data-user-id="11">@Cordelia, Lear’s daughter</span>');
    const wrong = render('@**King Hamlet|11**');
    expect(wrong.mentionedUserIds).toEqual([]);
    expect(wrong.html).toBe('<p>@<strong>King Hamlet|11</strong></p>');
  });

  test('a silent mention renders without @ and flags nobody', () => {
    const r = render('@_**King Hamlet**');
    expect(r.html).toBe('<p><span class="user-mention silent" data-user-id="10">King Hamlet</span></p>');
    expect(r.mentionedUserIds).toEqual([]);
    expect(r.silentMentionedUserIds).toEqual([10]);
  });

  test('a deactivated user is mentioned silently', () => {
    const r = render('@**Old Ghost**');
    expect(r.html).toContain('class="user-mention silent" data-user-id="12">Old Ghost<');
    expect(r.mentionedUserIds).toEqual([]);
  });

  test('unknown names stay as typed Markdown', () => {
    const r = render('@**Nobody Here**');
    expect(r.html).toBe('<p>@<strong>Nobody Here</strong></p>');
    expect(r.mentionedUserIds).toEqual([]);
  });

  test('mentions in quotes are silenced, mentions in code are not mentions', () => {
    const quoted = render('> @**King Hamlet** said\n\n```quote\n@**Old Ghost** @**all**\n```');
    expect(quoted.mentionedUserIds).toEqual([]);
    expect(quoted.silentMentionedUserIds.sort()).toEqual([10, 12]);
    expect(quoted.mentionsStreamWildcard).toBe(false);
    const code = render('`@**King Hamlet**`\n\n    @**King Hamlet**');
    expect(code.mentionedUserIds).toEqual([]);
    expect(code.html).not.toContain('user-mention');
  });

  test('a mention needs whitespace or an opening delimiter before it', () => {
    expect(render('foo@**King Hamlet**').mentionedUserIds).toEqual([]);
    expect(render('(@**King Hamlet**)').mentionedUserIds).toEqual([10]);
  });

  test('names are HTML-escaped', () => {
    expect(render('@**<b>Evil</b>**').html).toBe(
      '<p><span class="user-mention" data-user-id="13">@&lt;b&gt;Evil&lt;/b&gt;</span></p>',
    );
  });
});

describe('wildcard mentions', () => {
  test.each(['all', 'everyone', 'channel', 'stream'])('@**%s** is a channel wildcard', (word) => {
    const r = render(`@**${word}**`);
    expect(r.html).toBe(`<p><span class="user-mention channel-wildcard-mention" data-user-id="*">@${word}</span></p>`);
    expect(r.mentionsStreamWildcard).toBe(true);
    expect(r.mentionsTopicWildcard).toBe(false);
  });

  test('@**topic** is the topic wildcard', () => {
    const r = render('@**topic**');
    expect(r.html).toBe('<p><span class="topic-mention">@topic</span></p>');
    expect(r.mentionsTopicWildcard).toBe(true);
    expect(r.mentionsStreamWildcard).toBe(false);
  });

  test('silent wildcards set no flag', () => {
    const r = render('@_**all** @_**topic**');
    expect(r.html).toBe(
      '<p><span class="user-mention channel-wildcard-mention silent" data-user-id="*">all</span> <span class="topic-mention silent">topic</span></p>',
    );
    expect(r.mentionsStreamWildcard).toBe(false);
    expect(r.mentionsTopicWildcard).toBe(false);
  });
});

describe('group mentions', () => {
  test('a group mention flags the group', () => {
    const r = render('ping @*hamletcharacters*');
    expect(r.html).toBe(
      '<p>ping <span class="user-group-mention" data-user-group-id="30">@hamletcharacters</span></p>',
    );
    expect(r.mentionedGroupIds).toEqual([30]);
  });

  test('silent, quoted and deactivated group mentions flag nothing', () => {
    const r = render('@_*hamletcharacters* @*retired*\n\n> @*HamletCharacters*');
    expect(r.mentionedGroupIds).toEqual([]);
    expect(r.html).toContain('<span class="user-group-mention silent" data-user-group-id="30">hamletcharacters</span>');
    expect(r.html).toContain('<span class="user-group-mention silent" data-user-group-id="31">retired</span>');
  });

  test('an unknown group stays as emphasis', () => {
    expect(render('@*nogroup*').html).toBe('<p>@<em>nogroup</em></p>');
  });
});

describe('channel and topic links', () => {
  test('channel, topic and message links', () => {
    expect(render('#**Denmark**').html).toBe(
      '<p><a class="stream" data-stream-id="1" href="/#narrow/channel/1-Denmark">#Denmark</a></p>',
    );
    expect(render('#**design team>the plan.v2**').html).toBe(
      '<p><a class="stream-topic" data-stream-id="2" href="/#narrow/channel/2-design.20team/topic/the.20plan.2Ev2">#design team &gt; the plan.v2</a></p>',
    );
    expect(render('#**Denmark>castle@123**').html).toBe(
      '<p><a class="message-link" href="/#narrow/channel/1-Denmark/topic/castle/near/123">#Denmark &gt; castle @ 💬</a></p>',
    );
  });

  test('the empty topic shows the realm display name', () => {
    expect(render('#**Denmark>**', { emptyTopicDisplayName: 'general chat' }).html).toBe(
      '<p><a class="stream-topic" data-stream-id="1" href="/#narrow/channel/1-Denmark/topic/">#Denmark &gt; <em>general chat</em></a></p>',
    );
  });

  test('unknown channels stay as Markdown and are not links', () => {
    const r = render('#**Elsinore**');
    expect(r.html).toBe('<p>#<strong>Elsinore</strong></p>');
    expect(r.hasLink).toBe(false);
  });
});

describe('message flags', () => {
  test('/me messages', () => {
    expect(render('/me waves').isMeMessage).toBe(true);
    expect(render('/me waves').html).toBe('<p>/me waves</p>');
    expect(render('/meh').isMeMessage).toBe(false);
    expect(render(' /me waves').isMeMessage).toBe(false);
  });

  test('has_link covers Markdown links, bare URLs and channel links', () => {
    expect(render('[docs](https://zulip.com/api)').hasLink).toBe(true);
    expect(render('see zulip.com').hasLink).toBe(true);
    expect(render('#**Denmark**').hasLink).toBe(true);
    expect(render('no links here, just text.').hasLink).toBe(false);
    expect(render('`https://example.com`').hasLink).toBe(false);
  });

  test('an image link adds a preview and sets has_image', () => {
    const r = render('look https://example.com/cat.png');
    expect(r.hasImage).toBe(true);
    expect(r.html).toBe(
      '<p>look <a href="https://example.com/cat.png">https://example.com/cat.png</a></p>\n' +
        '<div class="message_inline_image"><a href="https://example.com/cat.png"><img src="https://example.com/cat.png"></a></div>',
    );
  });

  test('external previews go through the image proxy', () => {
    const r = render('https://example.com/cat.png', {
      imageProxy: { baseUrl: 'https://camo.example.com/', key: 'secret' },
    });
    expect(r.html).toMatch(/<img src="https:\/\/camo\.example\.com\/[0-9a-f]{40}\/[0-9a-f]+">/);
  });

  test('no previews when disabled or inside quotes', () => {
    expect(render('https://example.com/cat.png', { inlineImagePreview: false }).hasImage).toBe(false);
    const quoted = render('> https://example.com/cat.png');
    expect(quoted.hasImage).toBe(false);
    expect(quoted.hasLink).toBe(true);
  });

  test('videos and YouTube links get previews', () => {
    expect(render('https://example.com/clip.mp4').html).toContain(
      '<div class="message_inline_image message_inline_video"><a href="https://example.com/clip.mp4"><video preload="metadata" src="https://example.com/clip.mp4"></video></a></div>',
    );
    const yt = render('https://youtu.be/hx1mjT73xYE');
    expect(yt.hasImage).toBe(true);
    expect(yt.html).toContain(
      '<div class="youtube-video message_inline_image"><a data-id="hx1mjT73xYE" href="https://youtu.be/hx1mjT73xYE">',
    );
  });

  test('uploaded images preview only with their metadata', () => {
    const link = '[pic.png](/user_uploads/2/ab/pic.png)';
    expect(render(link).hasImage).toBe(false);
    const r = render(link, { uploadedImages: { '2/ab/pic.png': { originalWidthPx: 640, originalHeightPx: 480 } } });
    expect(r.hasImage).toBe(true);
    expect(r.html).toContain(
      '<img class="image-loading-placeholder" data-original-dimensions="640x480" src="/static/images/loading/loader-black.svg">',
    );
  });

  test('links into /user_uploads/ are reported as possible attachments', () => {
    const r = render(
      '[a.txt](/user_uploads/2/ab/a.txt) http://chat.example.com/user_uploads/2/cd/b.pdf https://other.example.com/user_uploads/9/x.txt [again](/user_uploads/2/ab/a.txt)',
    );
    expect(r.linkedUploadPaths).toEqual(['2/ab/a.txt', '2/cd/b.pdf']);
    expect(r.hasAttachment).toBe(true);
    // Same-realm absolute links are made relative, as Zulip does.
    expect(r.html).toContain('<a href="user_uploads/2/cd/b.pdf">http://chat.example.com/user_uploads/2/cd/b.pdf</a>');
    expect(render('https://other.example.com/user_uploads/9/x.txt').hasAttachment).toBe(false);
  });

  test('empty content renders nothing', () => {
    const r = render('  \n ');
    expect(r.html).toBe('');
    expect(r.hasLink).toBe(false);
    expect(r.mentionedUserIds).toEqual([]);
  });
});

describe('emoji, linkifiers and timestamps', () => {
  test('custom emoji win over Unicode names; deactivated ones fall back', () => {
    const realmEmoji = {
      octopus: { id: 5, sourceUrl: '/user_avatars/2/emoji/images/5.png', deactivated: false },
      tada: { id: 6, sourceUrl: '/user_avatars/2/emoji/images/6.png', deactivated: true },
    };
    const r = render(':octopus: :tada:', { realmEmoji });
    expect(r.html).toBe(
      '<p><img alt=":octopus:" class="emoji" src="/user_avatars/2/emoji/images/5.png" title="octopus"> ' +
        '<span aria-label="tada" class="emoji emoji-1f389" role="img" title="tada">:tada:</span></p>',
    );
  });

  test('emoticons translate only for senders who asked', () => {
    expect(render('ok :)').html).toBe('<p>ok :)</p>');
    expect(render('ok :)', { translateEmoticons: true }).html).toBe(
      '<p>ok <span aria-label="slight smile" class="emoji emoji-1f642" role="img" title="slight smile">:slight_smile:</span></p>',
    );
  });

  test('linkifiers link their matches with the expanded template', () => {
    const linkifiers = [{ pattern: '#(?P<id>[0-9]+)', urlTemplate: 'https://github.com/zulip/zulip/issues/{id}' }];
    const r = render('fixes #1234, not #12a or `#5`', { linkifiers });
    expect(r.html).toBe(
      '<p>fixes <a href="https://github.com/zulip/zulip/issues/1234">#1234</a>, not #12a or <code>#5</code></p>',
    );
    expect(r.hasLink).toBe(true);
  });

  test('an uncompilable linkifier is ignored', () => {
    const linkifiers = [{ pattern: '(?P<id>[0-9+', urlTemplate: 'https://x.example.com/{id}' }];
    expect(render('see 12', { linkifiers }).html).toBe('<p>see 12</p>');
  });

  test('the linkifier engine is pluggable', () => {
    const calls: string[] = [];
    const custom = createMarkdownRenderer({
      compileLinkifier: (pattern) => {
        calls.push(pattern);
        return {
          scan: (text) =>
            text.includes('ABC') ? [{ index: text.indexOf('ABC'), text: 'ABC', groups: { id: 'abc' } }] : [],
        };
      },
    });
    const linkifiers = [{ pattern: 'ignored', urlTemplate: 'https://t.example.com/{id}' }];
    const html = custom.render('ticket ABC here', { ...ctx, linkifiers }).html;
    expect(html).toBe('<p>ticket <a href="https://t.example.com/abc">ABC</a> here</p>');
    custom.render('again ABC', { ...ctx, linkifiers });
    expect(calls).toEqual(['ignored']);
  });

  test('timestamps render as <time> in UTC, invalid ones as errors', () => {
    expect(render('<time:2024-03-01T10:00:00-05:00>').html).toBe(
      '<p><time datetime="2024-03-01T15:00:00Z">2024-03-01T10:00:00-05:00</time></p>',
    );
    expect(render('<time:1700000000>').html).toBe('<p><time datetime="2023-11-14T22:13:20Z">1700000000</time></p>');
    expect(render('<time:whenever>').html).toBe(
      '<p><span class="timestamp-error">Invalid time format: whenever</span></p>',
    );
  });
});
