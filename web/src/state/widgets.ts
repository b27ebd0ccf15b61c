/**
 * Poll and to-do widgets from a message's submessages, folded as Zulip's web
 * app folds them (poll_data.ts, todo_widget.ts): the first submessage names the
 * widget and its initial data; each later one votes, adds an option or a task,
 * or checks one. What does not parse or apply is ignored, as there.
 */

export interface SubmessageLike {
  msgType: string;
  content: string;
  sender: { userId: number };
}

export interface PollOption {
  key: string;
  option: string;
  voters: number[];
}
export interface Poll {
  kind: 'poll';
  question: string;
  options: PollOption[];
  /** The `idx` for the viewer's next option (unique among their own). */
  nextIdx: number;
}

export interface TodoTask {
  key: string;
  task: string;
  desc: string;
  completed: boolean;
}
export interface Todo {
  kind: 'todo';
  title: string;
  tasks: TodoTask[];
  nextIdx: number;
}

type Json = Record<string, unknown>;

function parse(text: string): Json | null {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

export function widgetOf(submessages: readonly SubmessageLike[], authorId: number, me: number): Poll | Todo | null {
  const [first, ...rest] = submessages;
  const head = first?.msgType === 'widget' ? parse(first.content) : null;
  if (!head) return null;
  const extra = (head.extra_data && typeof head.extra_data === 'object' ? head.extra_data : {}) as Json;
  const events = rest.flatMap((s) => {
    const data = s.msgType === 'widget' ? parse(s.content) : null;
    return data ? [{ sender: s.sender.userId, data }] : [];
  });
  if (head.widget_type === 'poll') return poll(extra, events, authorId, me);
  if (head.widget_type === 'todo') return todo(extra, events, authorId, me);
  return null;
}

type Event = { sender: number; data: Json };

function poll(extra: Json, events: Event[], authorId: number, me: number): Poll {
  let question = str(extra.question) ?? '';
  const options = new Map<string, { option: string; voters: Set<number> }>();
  const canned = Array.isArray(extra.options) ? extra.options : [];
  canned.forEach((o, i) => {
    if (typeof o === 'string') options.set(`canned,${i}`, { option: o, voters: new Set() });
  });
  let nextIdx = 1;
  for (const { sender, data } of events) {
    if (data.type === 'new_option') {
      const idx = int(data.idx);
      const option = str(data.option);
      if (idx === null || option === null) continue;
      options.set(`${sender},${idx}`, { option, voters: new Set() });
      if (sender === me) nextIdx = Math.max(nextIdx, idx + 1);
    } else if (data.type === 'vote') {
      const o = options.get(str(data.key) ?? '');
      if (!o) continue;
      if (data.vote === 1) o.voters.add(sender);
      else if (data.vote === -1) o.voters.delete(sender);
    } else if (data.type === 'question' && sender === authorId) {
      question = str(data.question) ?? question;
    }
  }
  return {
    kind: 'poll',
    question,
    nextIdx,
    options: [...options].map(([key, o]) => ({ key, option: o.option, voters: [...o.voters] })),
  };
}

function todo(extra: Json, events: Event[], authorId: number, me: number): Todo {
  let title = str(extra.task_list_title) || 'Task list';
  const tasks = new Map<string, TodoTask>();
  const add = (key: string, task: string, desc: string, completed: boolean) => {
    // A task whose name is taken is ignored (Zulip's name_in_use).
    if (![...tasks.values()].some((t) => t.task === task)) tasks.set(key, { key, task, desc, completed });
  };
  const canned = Array.isArray(extra.tasks) ? extra.tasks : [];
  canned.forEach((t: unknown, i) => {
    const o = t && typeof t === 'object' ? (t as Json) : {};
    const task = str(o.task);
    if (task !== null) add(`${i},canned`, task, str(o.desc) ?? '', false);
  });
  let nextIdx = 2;
  for (const { sender, data } of events) {
    if (data.type === 'new_task') {
      const idx = int(data.key);
      const task = str(data.task);
      if (idx === null || task === null) continue;
      add(`${idx},${sender}`, task, str(data.desc) ?? '', data.completed === true);
      if (sender === me) nextIdx = Math.max(nextIdx, idx + 1);
    } else if (data.type === 'strike') {
      const t = tasks.get(str(data.key) ?? '');
      if (t) t.completed = !t.completed;
    } else if (data.type === 'new_task_list_title' && sender === authorId) {
      title = str(data.title) ?? title;
    }
  }
  return { kind: 'todo', title, tasks: [...tasks.values()], nextIdx };
}
