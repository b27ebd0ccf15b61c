import { PY_WHITESPACE, pyStrip } from '../../python-text.ts';

/** A widget a message creates: its type and the data its first submessage carries. */
export interface WidgetSpec {
  widgetType: string;
  extraData: unknown;
}

/** The widgets a message's first word creates (Zulip's get_widget_data). */
const SLASH_WIDGETS = ['poll', 'todo'] as const;

const FIRST_TOKEN = new RegExp(`^[^${PY_WHITESPACE}]*`, 'u');
/** Python's str.splitlines() boundaries (with the separators U+001C–U+001E). */
const LINE_BREAK = new RegExp(`\\r\\n|[\\n\\r\\v\\f${String.fromCharCode(0x1c, 0x1d, 0x1e)}\\x85\\u2028\\u2029]`, 'u');
/** What Zulip's re.sub(r"(\s*[-*]?\s*)", "", line.strip(), count=1) removes: a list marker and the space after it. */
const LIST_MARKER = new RegExp(`^[-*]?[${PY_WHITESPACE}]*`, 'u');

function splitlines(s: string): string[] {
  if (s === '') return [];
  const lines = s.split(LINE_BREAK);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The first line (when not empty) is the title; every other non-blank line an item, list markers dropped. */
function titleAndItems(content: string): { title: string; items: string[] } {
  const lines = splitlines(content);
  let title = '';
  if (lines.length > 0 && lines[0] !== '') title = pyStrip(lines.shift() ?? '');
  const items = lines.map((l) => pyStrip(l).replace(LIST_MARKER, '')).filter((item) => item.length > 0);
  return { title, items };
}

/**
 * Zulip's get_widget_data: a message whose first word is `/poll` or `/todo`
 * is a widget; the rest of its first line is the question (task list title)
 * and each further line an option (a task, "task: description").
 */
export function slashWidget(content: string): WidgetSpec | null {
  const token = FIRST_TOKEN.exec(content)?.[0] ?? '';
  const type = SLASH_WIDGETS.find((w) => token === `/${w}`);
  if (type === undefined) return null;
  const { title, items } = titleAndItems(content.slice(token.length));
  if (type === 'poll') return { widgetType: 'poll', extraData: { question: title, options: items } };
  const tasks = items.map((item) => {
    const at = item.indexOf(': ');
    return at < 0
      ? { task: pyStrip(item), desc: '' }
      : { task: pyStrip(item.slice(0, at)), desc: pyStrip(item.slice(at + 2)) };
  });
  return { widgetType: 'todo', extraData: { task_list_title: title, tasks } };
}
