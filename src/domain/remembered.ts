/*
 * Pages show the same messages, senders and avatars again and again: what a
 * page computes per message or per user from a value alone (an id's base64,
 * an address's MD5, a time's ISO text) is remembered by that value. A cache of
 * a pure function, shared by the domain and both transports: it holds no state
 * a caller could observe.
 */

/** Distinct values remembered per function; past it, the memory starts over. */
export const MAX_REMEMBERED = 10_000;

/** `compute`, its results remembered by argument: for a function whose result depends on its argument only. */
export function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(key, value);
    }
    return value;
  };
}
