import { seedDemoRealm, startTestServer } from '../support/server.ts';
import { Viewer } from '../../src/domain/messages/fetch/channel-history.ts';
import { buildNarrow } from '../../src/domain/messages/fetch/build-query.ts';
import { SqlParams } from '../../src/domain/messages/fetch/sql-params.ts';
import { rangeStatement } from '../../src/domain/messages/fetch/statements.ts';
import { planRange } from '../../src/domain/messages/fetch/window.ts';

test('explain', async () => {
  const ts = await startTestServer();
  const realm = await seedDemoRealm(ts);
  const db = ts.server.deps.db.sql;
  const [s] = await db.query<{ recipient_id: number }>('SELECT recipient_id FROM stream WHERE id = $1', [realm.channels.Verona]);
  await db.query(`INSERT INTO message (realm_id, sender_id, recipient_id, is_channel_message, subject, content, rendered_content, date_sent)
    SELECT $1, $2, $3, true, 'topic ' || (g % 200), 'hello ' || g, '<p>hello</p>', now() FROM generate_series(1, 50000) g`, [realm.realmId, realm.users.iago.id, s.recipient_id]);
  await db.query('ANALYZE');
  const hamlet = await db.query<{ role: number; recipient_id: number }>('SELECT role, recipient_id FROM user_profile WHERE id = $1', [realm.users.hamlet.id]);
  const v = new Viewer(db, realm.users.hamlet.id, realm.realmId, hamlet[0].role, hamlet[0].recipient_id);
  for (const [mode, terms] of [['history', [{ operator: 'channel', operand: 'Verona', negated: false }, { operator: 'topic', operand: 'topic 7', negated: false }]], ['user', null]] as const) {
    const sql = new SqlParams();
    const b = await buildNarrow(v, sql, terms as never);
    const st = rangeStatement(sql.fork(), v, mode, b.conditions, planRange({ anchor: 10 ** 16, numBefore: 100, numAfter: 0, includeAnchor: true }));
    const plan = await db.query<{ 'QUERY PLAN': string }>('EXPLAIN ANALYZE ' + st.text, st.values);
    console.log(st.text + '\n' + plan.map((p) => p['QUERY PLAN']).join('\n'));
  }
  await ts.close();
}, 120000);
