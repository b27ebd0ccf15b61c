import type { DemoRealm, TestServer } from '../support/server.ts';

/** Registers event queues and reads what reached them, without blocking. */
export function queueHelpers(ts: TestServer, realm: () => DemoRealm) {
  const as = (name: string) => ts.client(realm().users[name as keyof DemoRealm['users']]);
  async function register(name: string, params: Record<string, unknown> = {}): Promise<string> {
    const r = await as(name).post('/register', {
      event_types: ['typing', 'typing_edit_message'],
      ...params,
    } as Parameters<ReturnType<typeof as>['post']>[1]);
    expect(r.status).toBe(200);
    return r.body.queue_id as string;
  }
  async function eventsOf(name: string, queueId: string): Promise<Array<Record<string, unknown>>> {
    const r = await as(name).get('/events', { queue_id: queueId, last_event_id: -1, dont_block: true });
    expect(r.status).toBe(200);
    return (r.body.events as Array<Record<string, unknown>>).map(({ id: _id, ...e }) => e);
  }
  /** Sets a personal setting directly: PATCH /settings does not exist yet. */
  async function setUserSetting(name: string, setting: string, value: unknown): Promise<void> {
    await ts.server.deps.db.sql.query(
      `UPDATE user_profile SET settings = settings || jsonb_build_object($2::text, $3::jsonb) WHERE id = $1`,
      [realm().users[name as keyof DemoRealm['users']].id, setting, JSON.stringify(value)],
    );
  }
  return { as, register, eventsOf, setUserSetting };
}
