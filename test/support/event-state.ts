import type { ApiClient, ParamValue } from './client.ts';

/**
 * Checks events against state, as Zulip's test_events does: register a queue
 * (with the state it starts from), do something, apply the queue's events to
 * that state, and compare with a fresh register. Each event type a feature
 * adds gets its reducer in APPLIERS.
 */
export type State = Record<string, unknown>;
type Event = Record<string, any>;
type Applier = (state: State, event: Event) => void;

type GroupDict = Record<string, any> & { id: number; members: number[]; direct_subgroup_ids: number[] };

const sortedUnion = (a: number[], b: number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);
const without = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));

function applyUserGroup(state: State, e: Event): void {
  const groups = state.realm_user_groups as GroupDict[] | undefined;
  if (!groups) return;
  const find = (id: number) => groups.find((g) => g.id === id);
  switch (e.op) {
    case 'add':
      groups.push(structuredClone(e.group));
      groups.sort((a, b) => a.id - b.id);
      return;
    case 'remove':
      groups.splice(groups.findIndex((g) => g.id === e.group_id), 1);
      return;
    case 'update':
      Object.assign(find(e.group_id) ?? {}, e.data);
      return;
    case 'add_members':
      find(e.group_id)!.members = sortedUnion(find(e.group_id)!.members, e.user_ids);
      return;
    case 'remove_members':
      find(e.group_id)!.members = without(find(e.group_id)!.members, e.user_ids);
      return;
    case 'add_subgroups':
      find(e.group_id)!.direct_subgroup_ids = sortedUnion(find(e.group_id)!.direct_subgroup_ids, e.direct_subgroup_ids);
      return;
    case 'remove_subgroups':
      find(e.group_id)!.direct_subgroup_ids = without(find(e.group_id)!.direct_subgroup_ids, e.direct_subgroup_ids);
      return;
    default:
      throw new Error(`no reducer for user_group ${String(e.op)}`);
  }
}

const APPLIERS: Record<string, Applier> = {
  user_group: applyUserGroup,
};

export function applyEvents(state: State, events: Event[]): State {
  const out = structuredClone(state);
  for (const e of events) {
    if (e.type === 'heartbeat') continue;
    const apply = APPLIERS[e.type];
    if (!apply) throw new Error(`no reducer for ${String(e.type)} events`);
    apply(out, e);
  }
  return out;
}

export interface Watch {
  /** The state the queue started from (only the keys of the event types asked for). */
  initial: State;
  /** Every event since, then the reduced state next to a fresh register's. */
  compare(): Promise<{ applied: State; fresh: State; events: Event[] }>;
}

/** Registers `client` for `eventTypes` (with extra register parameters) and watches its queue. */
export async function watchState(client: ApiClient, eventTypes: string[], params: Record<string, ParamValue> = {}): Promise<Watch> {
  const body: Record<string, ParamValue> = { event_types: eventTypes, fetch_event_types: eventTypes, ...params };
  const registered = await client.post('/register', body);
  if (registered.status !== 200) throw new Error(`register failed: ${registered.text}`);
  const { queue_id: queueId, last_event_id: _last, result: _r, msg: _m, ...initial } = registered.body as State;
  const pick = (s: State): State => Object.fromEntries(Object.keys(initial).map((k) => [k, s[k]]));
  return {
    initial,
    async compare() {
      const r = await client.get('/events', { queue_id: queueId as string, last_event_id: -1, dont_block: true });
      if (r.status !== 200) throw new Error(`get events failed: ${r.text}`);
      const events = r.body.events as Event[];
      const again = await client.post('/register', body);
      return { applied: pick(applyEvents(initial, events)), fresh: pick(again.body as State), events };
    },
  };
}
