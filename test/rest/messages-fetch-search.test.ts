import { useWorld } from '../support/world.ts';
import { fetchOk, narrow, type Msg } from './messages-fetch.helpers.ts';

const id: Record<string, number> = {};

const HL = (s: string) => `<span class="highlight">${s}</span>`;

const w = useWorld();

beforeAll(async () => {
  const posts: Array<[string, string, string]> = [
    ['breakfast', 'breakfast', 'there are muffins in the conference room'],
    ['lunchPlans', 'lunch plans', 'I am hungry!'],
    ['meetings', 'meetings', 'discuss lunch after lunch'],
    ['laptops', 'meetings', 'please bring your laptops to take notes'],
    ['url', 'urltest', 'https://google.com'],
    ['japanese', '日本', '昨日、日本 のお菓子を送りました。'],
    ['english', 'english', 'I want to go to 日本!'],
    ['burger', "James' burger", "James' burger"],
    ['fries', 'food', 'I like french fries'],
    ['seirf', 'food', 'fries, french style'],
    ['percent', 'food', 'a 100% discount_code'],
  ];
  for (const [key, topic, content] of posts) id[key] = await w.sendToChannel('cordelia', 'Verona', topic, content);
  id.venice = await w.sendToChannel('cordelia', 'Venice', 'new', 'Public special content!');
});

const search = async (terms: unknown[], extra: Record<string, unknown> = {}, who = 'hamlet'): Promise<Msg[]> =>
  (await fetchOk(w.as(who), { anchor: 'oldest', num_after: 100, narrow: terms, ...extra } as never)).messages;
const byId = (msgs: Msg[], key: string) => msgs.find((m) => m.id === id[key]);

describe('search (PostgreSQL full text, with Zulip’s highlighting)', () => {
  test('matches content and topic, and highlights both', async () => {
    const msgs = await search(narrow(['sender', 'cordelia@zulip.com'], ['search', 'lunch']));
    expect(msgs.map((m) => m.id)).toEqual([id.lunchPlans, id.meetings]);
    expect(byId(msgs, 'meetings')).toMatchObject({
      match_content: `<p>discuss ${HL('lunch')} after ${HL('lunch')}</p>`,
      match_subject: 'meetings',
      subject: 'meetings',
    });
    expect(byId(msgs, 'lunchPlans')).toMatchObject({
      match_subject: `${HL('lunch')} plans`,
      match_content: '<p>I am hungry!</p>',
    });
  });

  test('several search terms are joined into one query', async () => {
    const msgs = await search(narrow(['search', 'discuss'], ['search', 'lunch']));
    expect(msgs.map((m) => m.match_content)).toEqual([`<p>${HL('discuss')} ${HL('lunch')} after ${HL('lunch')}</p>`]);
  });

  test('stems English words', async () => {
    expect((await search(narrow(['search', 'meeting']))).map((m) => m.id)).toEqual([id.meetings, id.laptops]);
    expect((await search(narrow(['search', 'laptop']))).map((m) => m.match_content)).toEqual([
      `<p>please bring your ${HL('laptops')} to take notes</p>`,
    ]);
  });

  test('highlights inside links but never inside tags', async () => {
    const [m] = await search(narrow(['search', 'https://google.com']));
    expect(m.match_content).toBe(`<p><a href="https://google.com">https://${HL('google.com')}</a></p>`);
  });

  test('HTML-escapes the topic before highlighting', async () => {
    const [m] = await search(narrow(['search', 'burger']));
    expect(m.match_subject).toBe(`James&#39; ${HL('burger')}`);
    expect(m.match_content).toBe(`<p>James' ${HL('burger')}</p>`);
    expect(m.subject).toBe("James' burger");
  });

  test('Unicode text', async () => {
    const msgs = await search(narrow(['search', '日本']));
    expect(msgs.map((m) => m.id)).toEqual([id.japanese, id.english]);
    expect(byId(msgs, 'japanese')).toMatchObject({
      match_subject: HL('日本'),
      match_content: `<p>昨日、${HL('日本')} のお菓子を送りました。</p>`,
    });
    expect(byId(msgs, 'english')?.match_content).toBe(`<p>I want to go to ${HL('日本')}!</p>`);
  });

  test('quoted phrases must also appear verbatim', async () => {
    expect((await search(narrow(['search', 'french fries']))).map((m) => m.id)).toEqual([id.fries, id.seirf]);
    expect((await search(narrow(['search', '"french fries"']))).map((m) => m.id)).toEqual([id.fries]);
    // LIKE wildcards in a phrase are literal.
    expect((await search(narrow(['search', '"100% discount_code"']))).map((m) => m.id)).toEqual([id.percent]);
    expect((await search(narrow(['search', '"100%discount"']))).map((m) => m.id)).toEqual([]);
  });

  test('a negated search term is still a search (Zulip joins search terms without negation)', async () => {
    expect((await search(narrow(['search', 'muffins', true]))).map((m) => m.id)).toEqual([id.breakfast]);
  });

  test('only stop words matches nothing, without an error', async () => {
    expect(await search(narrow(['search', 'the']))).toEqual([]);
  });

  test('finds history in a channel one is not subscribed to', async () => {
    const msgs = await search(narrow(['search', 'special'], ['channel', 'Venice']));
    expect(msgs.map((m) => [m.id, m.flags, m.match_content])).toEqual([
      [id.venice, ['read', 'historical'], `<p>Public ${HL('special')} content!</p>`],
    ]);
    // Without a channel term, only received messages are searched.
    expect(await search(narrow(['search', 'special']))).toEqual([]);
  });

  test('match_content is HTML even when apply_markdown is false', async () => {
    const [m] = await search(narrow(['search', 'hungry']), { apply_markdown: false });
    expect(m).toMatchObject({
      content: 'I am hungry!',
      content_type: 'text/x-markdown',
      match_content: `<p>I am ${HL('hungry')}!</p>`,
    });
  });

  test('other narrows carry no match fields', async () => {
    const msgs = await search(narrow(['channel', 'Verona']));
    expect(msgs.length).toBeGreaterThan(0);
    for (const m of msgs) {
      expect(m).not.toHaveProperty('match_content');
      expect(m).not.toHaveProperty('match_subject');
    }
  });
});
