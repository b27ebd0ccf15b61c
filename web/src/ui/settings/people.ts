import type { State } from '../../state/store.ts';

/** The organization's active people, by name: who can be a member or a USER field's value. */
export const people = (state: State) =>
  [...state.users.values()].filter((u) => u.isActive && !u.isBot).sort((a, b) => a.fullName.localeCompare(b.fullName));

export const nameOf = (state: State, userId: number) => state.users.get(userId)?.fullName ?? `User ${userId}`;

/** The values picked in a `<select multiple>`. */
export const selectedValues = (select: HTMLSelectElement) => [...select.selectedOptions].map((o) => o.value);
