import type { Page } from 'playwright-core';
import { pngImage } from '../support/emoji-images.ts';
import { useBrowserWorld } from './browser-world.ts';
import { message, openChannel, openOnPhone, PHONE } from './helpers.ts';

/**
 * The server's rendered HTML as Zulip's web app shows it: emoji glyphs, KaTeX
 * (its stylesheet loaded only with math), spoilers, global times in the viewer's
 * zone, coloured code, mentions, avatars, day separators, previews and the lightbox.
 */
const w = useBrowserWorld();

const katexLinks = (page: Page) => page.locator('link[rel="stylesheet"][href*="/assets/katex-"]').count();

test('emoji, spoilers, global times, code colours, avatars and day separators; KaTeX only with math', async () => {
  await w.send('iago', { type: 'stream', to: 'Verona', topic: 'plain', content: 'no math here' });
  await w.send('iago', {
    type: 'stream',
    to: 'Verona',
    topic: 'rich',
    content: [
      'Party :tada: at <time:2026-01-02T03:04:00Z>',
      '```spoiler The ending',
      'Everyone dies.',
      '```',
      '```python',
      'def f(x):',
      '    return "yes"',
      '```',
    ].join('\n'),
  });
  await w.send('iago', { type: 'stream', to: 'Scotland', topic: 'math', content: 'Euler: $$e^{i\\pi} + 1 = 0$$' });

  // In Tokyo (UTC+9), on a desktop.
  const hamlet = await w.loggedIn('hamlet', await w.context({ timezoneId: 'Asia/Tokyo' }));
  await openChannel(hamlet, 'Verona', 'plain');
  await message(hamlet, 'no math here').waitFor();
  expect(await katexLinks(hamlet)).toBe(0);

  await openChannel(hamlet, 'Verona', 'rich');
  const rich = message(hamlet, 'Party');
  expect(await rich.locator('span.emoji').textContent()).toBe('🎉');
  expect(await rich.locator('span.emoji').getAttribute('title')).toBe('tada');
  expect(await rich.locator('.rendered time').textContent()).toBe('Fri, Jan 2, 2026, 12:04 PM');

  // A spoiler is closed until its header is clicked, and closes again.
  const hidden = rich.getByText('Everyone dies.');
  expect(await hidden.isVisible()).toBe(false);
  await rich.getByRole('button', { name: 'Show spoiler' }).click();
  await hidden.waitFor({ state: 'visible' });
  await rich.getByRole('button', { name: 'Hide spoiler' }).click();
  await hidden.waitFor({ state: 'hidden' });

  // Pygments' classes have colours of their own.
  const colour = (sel: string) =>
    rich
      .locator(sel)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  const keyword = await colour('.codehilite .k');
  expect(keyword).not.toBe(await colour('.codehilite pre'));
  expect(await colour('.codehilite .s, .codehilite .s2')).not.toBe(keyword);

  // An avatar beside each sender (the initial: Gravatar is another site, which the page never loads), and the day's separator.
  expect(await rich.locator('.avatar').textContent()).toBe('I');
  // The server's clock is the test world's (22 November 2026, 12:00 UTC): 21:00 that day in Tokyo.
  await hamlet.locator('.date-separator', { hasText: 'Nov 22' }).first().waitFor();
  expect(await rich.locator('.meta time').getAttribute('title')).toMatch(/\d{4}/);

  // Math loads KaTeX's stylesheet and fonts; the MathML copy is then hidden, so the formula shows once.
  expect(await katexLinks(hamlet)).toBe(0);
  await openChannel(hamlet, 'Scotland', 'math');
  const math = message(hamlet, 'Euler');
  await hamlet.waitForFunction(() => document.querySelector('link[href*="/assets/katex-"]') !== null);
  await hamlet.waitForFunction(() => {
    const ml = document.querySelector('.katex .katex-mathml');
    return ml !== null && ml.getBoundingClientRect().width <= 1;
  });
  expect(await math.locator('.katex-html').isVisible()).toBe(true);
});

test('mentions of the viewer are highlighted for them, not for others (on a phone too)', async () => {
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'mentions', content: 'Ping @**King Hamlet**' });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'mentions', content: 'Nothing for anyone' });
  const hamlet = await w.loggedIn('hamlet');
  const othello = await w.loggedIn('othello', await w.context({ viewport: PHONE }));
  await openChannel(hamlet, 'Denmark', 'mentions');
  await message(hamlet, 'Ping').waitFor();
  expect(await message(hamlet, 'Ping').getAttribute('class')).toContain('mentioned');
  expect(await message(hamlet, 'Ping').locator('.user-mention-me').count()).toBe(1);
  expect(await message(hamlet, 'Nothing for anyone').getAttribute('class')).not.toContain('mentioned');

  await openOnPhone(othello, 'Denmark', 'mentions');
  await message(othello, 'Ping').waitFor();
  expect(await message(othello, 'Ping').getAttribute('class')).not.toContain('mentioned');
  expect(await message(othello, 'Ping').locator('.user-mention-me').count()).toBe(0);
});

test('an image opens in the lightbox, loaded with the download cookie: the address never changes', async () => {
  const url = await w.upload('iago', 'castle.png', await pngImage(320, 200), 'image/png');
  const clip = await w.upload('iago', 'ghost.mp4', Buffer.from('not really a video'), 'video/mp4');
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'pictures', content: `[castle.png](${url})` });
  await w.send('iago', { type: 'stream', to: 'Denmark', topic: 'pictures', content: `[ghost.mp4](${clip})` });
  for (const viewport of [undefined, PHONE]) {
    const page = await w.loggedIn('hamlet', await w.context(viewport ? { viewport } : {}));
    await (viewport ? openOnPhone(page, 'Denmark', 'pictures') : openChannel(page, 'Denmark', 'pictures'));
    // The address and the history once the topic shows, not while its opening may still be under way.
    await message(page, 'ghost.mp4').locator('.message_inline_video video').waitFor();
    const before = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await message(page, 'castle.png').locator('.message_inline_image a').click();
    const box = page.getByRole('dialog', { name: 'castle.png' });
    const img = box.locator('img');
    await page.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth === 320,
      await img.elementHandle(),
    );
    expect(await img.getAttribute('src')).toBe(url);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
  }
});
