import { badRequest } from '../domain/errors.ts';

/*
 * How an argument names an entity: by its global `id` (what `node(id:)`
 * takes and every Node's `id` gives), or by Zulip's integer id in the
 * `<entity>Id` field beside it, which existing clients keep using. Exactly
 * one of the two.
 */

/** The description of the `id` beside an `<entity>Id`. */
export const GLOBAL_ID_HELP = 'The global id (a Node `id`); exactly one of this and the integer id.';

/** The Zulip id an input names, from its integer id or its global id (decoded, and of the right type, by Pothos). */
export function idOf(
  zulipId: number | null | undefined,
  globalId: { id: string } | null | undefined,
  field: string,
): number {
  if ((zulipId == null) === (globalId == null))
    throw badRequest(`Exactly one of ${field} and id is required`).about(field);
  if (zulipId != null) return zulipId;
  const id = Number(globalId?.id);
  if (!Number.isSafeInteger(id)) throw badRequest(`Invalid id`).about('id');
  return id;
}

/** Like idOf, for an optional entity (null: neither given; at most one of the two). */
export const optionalIdOf = (
  zulipId: number | null | undefined,
  globalId: { id: string } | null | undefined,
  field: string,
): number | null => (zulipId == null && globalId == null ? null : idOf(zulipId, globalId, field));

/**
 * The Zulip ids a list input names, from its integer ids or its global ids
 * (`<name>Ids` / `<name>s`): at most one of the two, null when neither.
 */
export function optionalIdsOf(
  zulipIds: readonly number[] | null | undefined,
  globalIds: ReadonlyArray<{ id: string }> | null | undefined,
  field: string,
): number[] | null {
  if (zulipIds != null && globalIds != null)
    throw badRequest(`At most one of ${field} and its global ids`).about(field);
  if (zulipIds != null) return [...zulipIds];
  return globalIds == null ? null : globalIds.map((g) => idOf(null, g, field));
}

/** Like optionalIdsOf, for a list that is required in one of its two forms. */
export function idsOf(
  zulipIds: readonly number[] | null | undefined,
  globalIds: ReadonlyArray<{ id: string }> | null | undefined,
  field: string,
): number[] {
  const ids = optionalIdsOf(zulipIds, globalIds, field);
  if (ids == null) throw badRequest(`Exactly one of ${field} and its global ids is required`).about(field);
  return ids;
}
