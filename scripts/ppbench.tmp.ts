import { openDatabase } from '../src/db/database.ts';
import { pagePeopleRows } from '../src/domain/messages/fetch/page-people.ts';
import { pagePeopleRows as oldPeople } from '../../../main/src/domain/messages/fetch/page-people.ts';
const db = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/zircon_prof_10000', pgliteDir: '' });
const ids = (await db.sql.query<{ u: number }>(`SELECT DISTINCT u FROM (SELECT sender_id u FROM message ORDER BY id DESC LIMIT 100) x UNION SELECT user_id FROM reaction LIMIT 40`, [])).map((r) => r.u).slice(0, 22);
const ch = (await db.sql.query<{ id: number }>('SELECT id FROM stream LIMIT 1', [])).map((r) => r.id);
const realm = (await db.sql.query<{ id: number }>('SELECT realm_id id FROM stream LIMIT 1', []))[0].id;
console.log('users', ids.length);
const variants: Record<string, () => Promise<unknown>> = {
  select1: () => db.sql.query('SELECT 1 AS x', [], { name: 'sel1' }),
  old: () => oldPeople(db.sql, realm, ids, ch),
  people: () => pagePeopleRows(db.sql, realm, ids, ch),
  usersOnly: () => db.sql.query(`SELECT id, full_name, email, delivery_email, avatar_version, role, is_bot, is_active FROM user_profile WHERE realm_id = $1 AND id = ANY($2::int[])`, [realm, ids], { name: 'uo' }),
  json: () => db.sql.query(`SELECT (SELECT json_agg(json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email, 'deliveryEmail', u.delivery_email, 'avatarVersion', u.avatar_version, 'role', u.role, 'isBot', u.is_bot, 'isActive', u.is_active, 'dateJoined', u.date_joined)) FROM user_profile u WHERE u.realm_id = $1 AND u.id = ANY($2::int[]))::text AS users`, [realm, ids], { name: 'js' }).then((r) => JSON.parse((r[0] as { users: string }).users)),
};
const only = (process.env.ONLY ?? '').split(',');
for (const k of Object.keys(variants)) if (!only.includes(k)) delete variants[k];
for (let round = 0; round < 4; round++)
  for (const [name, f] of Object.entries(variants)) {
    for (let i = 0; i < 200; i++) await f();
    const c0 = process.cpuUsage(); const t0 = performance.now();
    for (let i = 0; i < 2000; i++) await f();
    const c = process.cpuUsage(c0);
    console.log(round, name.padEnd(10), ((c.user + c.system) / 2000).toFixed(1), 'µs cpu', ((performance.now() - t0) / 2000 * 1000).toFixed(0), 'µs wall');
  }
await db.close();
