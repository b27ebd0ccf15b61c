/** Zulip's STREAM_ASSIGNMENT_COLORS: a new subscription takes the first color the user is not using yet. */
export const STREAM_ASSIGNMENT_COLORS = [
  '#76ce90',
  '#fae589',
  '#a6c7e5',
  '#e79ab5',
  '#bfd56f',
  '#f4ae55',
  '#b0a5fd',
  '#addfe5',
  '#f5ce6e',
  '#c2726a',
  '#94c849',
  '#bd86e5',
  '#ee7e4a',
  '#a6dcbf',
  '#95a5fd',
  '#53a063',
  '#9987e1',
  '#e4523d',
  '#c2c2c2',
  '#4f8de4',
  '#c6a8ad',
  '#e7cc4d',
  '#c8bebf',
  '#a47462',
];

/**
 * Zulip's pick_colors: recipients in ascending id order; requested colors are
 * kept, the others take the unused palette colors in order, and once the
 * palette is exhausted the color is chosen by recipient id.
 */
export function pickColors(
  usedColors: ReadonlySet<string>,
  requested: ReadonlyMap<number, string>,
  recipientIds: readonly number[],
): Map<number, string> {
  const used = new Set(usedColors);
  const result = new Map<number, string>();
  const others: number[] = [];
  for (const id of [...recipientIds].sort((a, b) => a - b)) {
    const color = requested.get(id);
    if (color !== undefined) {
      result.set(id, color);
      used.add(color);
    } else {
      others.push(id);
    }
  }
  const available = STREAM_ASSIGNMENT_COLORS.filter((c) => !used.has(c));
  others.forEach((id, i) => {
    result.set(id, available[i] ?? STREAM_ASSIGNMENT_COLORS[id % STREAM_ASSIGNMENT_COLORS.length]);
  });
  return result;
}

const HEX_COLOR = /^#([a-fA-F0-9]{3,6})$/;

/** Zulip's check_color (used for `color` in POST /users/me/subscriptions). */
export const isValidColor = (color: string): boolean => HEX_COLOR.test(color);
