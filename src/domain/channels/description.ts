/**
 * Channel descriptions are Markdown in Zulip; until the message renderer is
 * wired in, they render as one escaped paragraph.
 */
export function renderDescription(description: string): string {
  if (description === '') return '';
  const escaped = description
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
  return `<p>${escaped}</p>`;
}
