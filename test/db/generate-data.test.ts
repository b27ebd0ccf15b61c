import { generateData } from '../../src/devtools/generate-data.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';

const w = useWorld({ realm: 'empty' });

test('generated data is what the server itself would serve', async () => {
  const g = await generateData(w.ts.server.deps, {
    users: 12,
    channels: 3,
    subscribersPerChannel: 5,
    topicsPerChannel: 4,
    messages: 600,
    directShare: 0.1,
  });
  expect(g.channels).toHaveLength(3);
  const owner = w.ts.client({ email: g.owner.email, apiKey: g.owner.api_key });
  const page = await owner.get('/messages', {
    anchor: 'newest',
    num_before: 100,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: g.channels[0].id },
      { operator: 'topic', operand: 'topic 1' },
    ],
  });
  expect(page.status).toBe(200);
  expect(expectMatchesOpenApi('GET', '/messages', 200, page.body)).toBe(true);
  const messages = page.body.messages as Array<{ subject: string; stream_id: number; reactions: unknown[] }>;
  expect(messages.length).toBeGreaterThan(10);
  expect(messages.every((m) => m.subject === 'topic 1' && m.stream_id === g.channels[0].id)).toBe(true);
  expect(messages.some((m) => m.reactions.length > 0)).toBe(true);
  const dms = await w.ts.client({ email: g.users[0].email, apiKey: g.users[0].api_key }).get('/messages', {
    anchor: 'newest',
    num_before: 50,
    num_after: 0,
    narrow: [{ operator: 'is', operand: 'dm' }],
  });
  expect((dms.body.messages as unknown[]).length).toBeGreaterThan(0);
  const count = await w.sql<{ n: string }>('SELECT count(*) AS n FROM message WHERE realm_id = $1', [g.realm_id]);
  expect(Number(count[0].n)).toBe(600);
});
