import type { GapReason } from '../../domain/delivery/queues/stream.ts';
import type { DomainEvent } from '../../domain/events/types.ts';
import { builder, type Types } from '../builder.ts';
import { loadUserForViewer } from './relations.ts';
import { UserRef } from './user.ts';

/** An event as a stream delivered it: the domain's payload and the cursor to resume after it. */
export interface Delivered<E extends DomainEvent> {
  cursor: string;
  event: E;
}

export interface GapSource {
  cursor: string;
  reason: GapReason;
}

export const ResumableEvent = builder.interfaceRef<{ cursor: string }>('ResumableEvent').implement({
  description: 'Something a subscription delivered, with the cursor to resume after it.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', {
      description:
        'A position in the event log: subscribe again with `after: cursor` (on any server process, after a restart, with any filter) to get what follows; the log keeps at least ten minutes.',
    }),
  }),
});

/** An object type for one kind of delivered event, implementing ResumableEvent. */
export const deliveredRef = <E extends DomainEvent>(name: string) => builder.objectRef<Delivered<E>>(name);

/**
 * The fields of an event about one user: their Zulip id, and the user as the viewer may see them
 * now. `who` names them in the descriptions (such as "The user who reacted").
 */
export const eventUserFields = <E extends DomainEvent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Delivered<E>>,
  userIdOf: (event: E) => number,
  { who = 'The user', user = `${who}; null when the viewer may not see them.` }: { who?: string; user?: string } = {},
) => ({
  userId: t.int({ description: `${who} (Zulip's id).`, resolve: ({ event }) => userIdOf(event) }),
  user: t.withAuth({ loggedIn: true }).field({
    type: UserRef,
    description: user,
    nullable: true,
    resolve: ({ event }, _a, ctx) => loadUserForViewer(ctx, userIdOf(event)),
  }),
});

const GapReasonEnum = builder.enumType('GapReason', {
  description: 'Why events may have been missed.',
  values: {
    UNKNOWN_CURSOR: {
      description: 'The cursor is not one this server issued (or names a position the log has not reached).',
    },
    QUEUE_EXPIRED: {
      description: 'The queue behind the cursor was collected.',
      deprecationReason: 'No longer produced: a cursor is a position in the event log, not a queue.',
    },
    EVENTS_DROPPED: { description: 'Events after the cursor are gone: retention cut the event log below it.' },
    FILTER_CHANGED: {
      description: 'The cursor was from a subscription to other events.',
      deprecationReason: 'No longer produced: a cursor resumes with whatever filter the new subscription asks for.',
    },
  } satisfies Record<GapReason, { description: string; deprecationReason?: string }>,
});

export const GapEvent = builder.objectRef<GapSource>('GapEvent').implement({
  description:
    'Events may have been missed here: refetch what you show (e.g. with `bootstrap`), then carry on with the events that follow.',
  interfaces: [ResumableEvent],
  fields: (t) => ({
    reason: t.field({ type: GapReasonEnum, description: 'Why events may have been missed.', resolve: (g) => g.reason }),
  }),
});

/** A setting or property that changed, by Zulip's name. */
export interface ChangeSource {
  property: string;
  value: unknown;
}

export const SettingChange = builder.objectRef<ChangeSource>('SettingChange').implement({
  description: 'A property that changed, by its Zulip (REST) name, and its new value.',
  fields: (t) => ({
    property: t.exposeString('property', { description: 'The property\'s REST name (such as "default_language").' }),
    value: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'JSON: the new value, whose type depends on `property` (a number, string, boolean, null or group-setting value); read it typed from the changed object this event links to.',
      resolve: (c) => c.value,
    }),
  }),
});

/** A dict's fields as changes (without the key fields that say what changed). */
export const changesOf = (data: Record<string, unknown>, omit: readonly string[] = []): ChangeSource[] =>
  Object.entries(data)
    .filter(([k]) => !omit.includes(k))
    .map(([property, value]) => ({ property, value }));
