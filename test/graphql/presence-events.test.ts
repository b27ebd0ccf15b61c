import { isoOfSeconds } from '../support/times.ts';
import { useWorld } from '../support/world.ts';
import { payload, useWsClients } from './events.helpers.ts';

/** PresenceEvent's times and the server's time that ages them, as a web client computes active / idle / offline. */
const w = useWorld();
const ws = useWsClients(w);
const id = (name: string) => w.realm.users[name].id;

const PRESENCE = `
  subscription ($after: String) {
    events(after: $after, types: [PRESENCE]) {
      __typename
      ... on PresenceEvent { userId serverTimestamp presence { activeTimestamp idleTimestamp } }
    }
  }`;

async function presenceEventOf(user: string, status: 'active' | 'idle'): Promise<Record<string, unknown>> {
  const s = ws.subscribe(ws.connect('othello'), PRESENCE, { after: await ws.cursorNow('othello') });
  const r = await w.as(user).post('/users/me/presence', { status });
  expect(r.status).toBe(200);
  const event = payload(await s.next());
  s.dispose();
  return event;
}

test('a user seen for the first time: the event carries the server time it was sent at', async () => {
  const now = w.ts.clock.now().getTime() / 1000;
  const event = await presenceEventOf('cordelia', 'active');
  expect(event).toEqual({
    __typename: 'PresenceEvent',
    userId: id('cordelia'),
    serverTimestamp: isoOfSeconds(now),
    presence: { activeTimestamp: isoOfSeconds(Math.floor(now)), idleTimestamp: isoOfSeconds(Math.floor(now)) },
  });
});

test('first seen idle, long after joining: idle now, never active, so a client shows idle', async () => {
  w.ts.clock.advance(600_000);
  const now = w.ts.clock.now().getTime() / 1000;
  const event = await presenceEventOf('prospero', 'idle');
  expect(event).toMatchObject({
    userId: id('prospero'),
    serverTimestamp: isoOfSeconds(now),
    presence: { idleTimestamp: isoOfSeconds(Math.floor(now)) },
  });
  const p = event.presence as { activeTimestamp: string; idleTimestamp: string };
  expect(now - Date.parse(p.activeTimestamp) / 1000).toBeGreaterThan(140);
});
