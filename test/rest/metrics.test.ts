import { startWorld, type World } from '../support/world.ts';

/** Prometheus metrics at GET /metrics: request counts by endpoint pattern, event queues and parked long-polls. */
const scrape = async (w: World, headers: Record<string, string> = {}) => {
  const r = await fetch(`${w.ts.url}/metrics`, { headers });
  return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
};

/** The value of one sample line, by metric name and exact label set. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

test('requests are counted by endpoint pattern and status; queues and parked long-polls are gauges; from this machine only', async () => {
  const w = await startWorld();
  try {
    const hamlet = w.as('hamlet');
    for (const id of [w.realm.users.iago.id, w.realm.users.othello.id])
      expect((await hamlet.get(`/users/${id}`)).status).toBe(200);
    expect((await hamlet.get('/users/999999')).status).toBe(400);
    const queue = await hamlet.post('/register', { event_types: JSON.stringify(['message']) });
    const parked = hamlet.get('/events', { queue_id: String(queue.body.queue_id), last_event_id: -1 });
    // The poll is parked once the server has read it: scrape until the gauge shows it.
    let m = await scrape(w);
    for (let i = 0; i < 100 && sample(m.text, 'zircon_parked_long_polls') !== 1; i++) m = await scrape(w);
    // A scrape is counted once answered: the next one shows it.
    m = await scrape(w);
    expect(m.status).toBe(200);
    expect(m.type).toContain('text/plain');
    // Two requests to one pattern, not two series with their ids.
    expect(
      sample(m.text, 'zircon_http_requests_total{route="/api/v1/users/{user_id:int}",method="GET",status="200"}'),
    ).toBe(2);
    expect(
      sample(m.text, 'zircon_http_requests_total{route="/api/v1/users/{user_id:int}",method="GET",status="400"}'),
    ).toBe(1);
    expect(m.text).not.toContain(`/users/${w.realm.users.iago.id}"`);
    expect(sample(m.text, 'zircon_event_queues')).toBeGreaterThanOrEqual(1);
    expect(sample(m.text, 'zircon_parked_long_polls')).toBe(1);
    expect(
      sample(m.text, 'zircon_http_requests_total{route="/metrics",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(m.text).toContain('zircon_process_resident_memory_bytes');
    // The event log: where this process reads, how far behind it is, and that NOTIFY wakes it.
    const position = sample(m.text, 'zircon_event_log_position');
    expect(sample(m.text, 'zircon_event_log_lag')).toBe(0);
    expect(sample(m.text, 'zircon_event_log_listening')).toBe(1);
    expect(sample(m.text, 'zircon_event_streams')).toBe(0);

    await hamlet.post('/messages', { type: 'stream', to: 'Verona', topic: 'metrics', content: 'wake up' });
    expect((await parked).status).toBe(200);
    const after = (await scrape(w)).text;
    expect(sample(after, 'zircon_parked_long_polls')).toBe(0);
    expect(sample(after, 'zircon_event_log_position')).toBeGreaterThan(position ?? 0);
    expect(sample(after, 'zircon_event_delivery_seconds_count')).toBeGreaterThanOrEqual(1);
  } finally {
    await w.close();
  }
});

test('without a token, behind a reverse proxy on this machine, only clients on this machine read the metrics', async () => {
  for (const env of [{ TRUST_PROXY: '127.0.0.1' }, {}] as Array<Record<string, string>>) {
    const w = await startWorld({ realm: 'empty', env });
    try {
      const status = async (headers: Record<string, string>) => (await scrape(w, headers)).status;
      // The proxy forwards an outside client: its own (local) address must not let it in.
      expect(await status({ 'x-forwarded-for': '203.0.113.7' })).toBe(403);
      expect(await status({ 'x-forwarded-for': '2001:db8::1' })).toBe(403);
      // A client naming 127.0.0.1 itself: the proxy appends the address it came from.
      expect(await status({ 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).toBe(403);
      expect(await status({ 'x-real-ip': '203.0.113.7' })).toBe(403);
      expect(await status({ forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711"' })).toBe(403);
      expect(await status({ 'x-forwarded-for': 'unknown' })).toBe(403);
      // Every hop on this machine: a scraper beside the proxy, through it or not.
      expect(await status({ 'x-forwarded-for': '127.0.0.1' })).toBe(200);
      expect(await status({ forwarded: 'for="[::1]:4711"' })).toBe(200);
      expect(await status({})).toBe(200);
    } finally {
      await w.close();
    }
  }
});

test('with METRICS_TOKEN, only a request bearing it reads the metrics', async () => {
  const token = 'a-long-enough-metrics-token';
  const w = await startWorld({ realm: 'empty', env: { METRICS_TOKEN: token } });
  try {
    expect((await scrape(w)).status).toBe(403);
    expect((await scrape(w, { authorization: 'Bearer wrong-token-of-same-size!!' })).status).toBe(403);
    expect((await scrape(w, { authorization: `Bearer ${token}` })).status).toBe(200);
  } finally {
    await w.close();
  }
});
