import { startWorld } from '../support/world.ts';

/*
 * Logged-out visitors downloading a file a web-public channel links: every
 * form of the request is answered once, and nothing is logged (the handler
 * once went on after sending the file, tried to answer "Not logged in" too,
 * and Fastify logged "Reply was already sent" for each download).
 */
test('a web-public file is served to visitors in every form, and the server logs nothing about it', async () => {
  const lines: string[] = [];
  const w = await startWorld({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => lines.push(line) } });
  try {
    const owner = w.as('desdemona');
    expect((await owner.patch('/realm', { enable_spectator_access: true })).status).toBe(200);
    expect(
      (
        await owner.post('/users/me/subscriptions', {
          subscriptions: JSON.stringify([{ name: 'open house' }]),
          is_web_public: true,
        })
      ).status,
    ).toBe(200);
    const url = (await owner.multipart('/user_uploads', [{ field: 'f', name: 'poster.txt', body: 'all welcome' }])).body
      .url as string;
    expect(
      (
        await owner.post('/messages', {
          type: 'stream',
          to: 'open house',
          topic: 'poster',
          content: `[poster](${url})`,
        })
      ).status,
    ).toBe(200);
    lines.length = 0;

    const visit = (path: string, init: RequestInit = {}) => fetch(`${w.ts.url}${path}`, init);
    const whole = await visit(url);
    expect([whole.status, await whole.text()]).toEqual([200, 'all welcome']);
    expect((await visit(url, { method: 'HEAD' })).status).toBe(200);
    expect((await visit(url, { headers: { 'if-none-match': whole.headers.get('etag') ?? '' } })).status).toBe(304);
    const part = await visit(url, { headers: { range: 'bytes=4-10' } });
    expect([part.status, await part.text()]).toEqual([206, 'welcome']);
    const attachment = await visit(url.replace('/user_uploads/', '/user_uploads/download/'));
    expect([attachment.status, attachment.headers.get('content-disposition')?.startsWith('attachment')]).toEqual([
      200,
      true,
    ]);
    // Fastify logs a second answer's failure after the first has gone out: give it that turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  } finally {
    await w.close();
  }
});
