import { JsonFloat, orjsonLoads } from './py-json.ts';
import { isJsonObject } from './checks.ts';

/*
 * A submessage's JSON content read as the widget it belongs to means it: the
 * widget itself (the first submessage, "widget_type" and "extra_data"), or one
 * poll or to-do event. Clients define these shapes and the server checks only
 * some of them (widget-data.ts), so anything else is `other`, never an error;
 * the stored text stays the truth (REST sends it as it is).
 */

export interface ZformChoice {
  shortName: string;
  longName: string;
  reply: string;
}

export interface TodoTask {
  task: string;
  desc: string;
}

/** The events a client may add to a poll or to-do widget (their `type`, in Zulip's web client's field order). */
export type WidgetEvent =
  | { kind: 'poll_vote'; key: string; vote: number }
  | { kind: 'poll_new_option'; option: string; idx: number }
  | { kind: 'poll_question'; question: string }
  /** `idx` is Zulip's `key` of a new task: a number, like a new poll option's `idx` (the other keys are strings). */
  | { kind: 'todo_new_task'; idx: number; task: string; desc: string; completed: boolean }
  | { kind: 'todo_strike'; key: string }
  | { kind: 'todo_task_list_title'; title: string };

export type SubmessageData =
  | { kind: 'poll_widget'; question: string; options: string[] }
  | { kind: 'todo_widget'; taskListTitle: string; tasks: TodoTask[] }
  | { kind: 'zform_widget'; heading: string; choices: ZformChoice[] }
  | WidgetEvent
  /** A shape none of the above: the decoded JSON (null when the text is not JSON). */
  | { kind: 'other'; value: unknown };

type Obj = Record<string, unknown>;

const isString = (v: unknown): v is string => typeof v === 'string';
/** GraphQL's Int is 32-bit; a larger number is not one of these shapes. */
const isInt32 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 2 ** 31;
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
/** Exactly these keys (besides `type`), as Zulip's validators require of poll and to-do events. */
const hasOnly = (o: Obj, keys: string[]) => Object.keys(o).every((k) => k === 'type' || keys.includes(k));

function todoTasks(v: unknown): TodoTask[] | null {
  if (!Array.isArray(v)) return null;
  const tasks = v.filter((t): t is Obj => isJsonObject(t) && isString(t.task) && isString(t.desc));
  return tasks.length === v.length ? tasks.map((t) => ({ task: t.task as string, desc: t.desc as string })) : null;
}

function zformChoices(v: unknown): ZformChoice[] | null {
  if (!Array.isArray(v)) return null;
  const ok = v.every((c) => isJsonObject(c) && isString(c.short_name) && isString(c.long_name) && isString(c.reply));
  return ok
    ? (v as Obj[]).map((c) => ({
        shortName: c.short_name as string,
        longName: c.long_name as string,
        reply: c.reply as string,
      }))
    : null;
}

function widget(o: Obj): SubmessageData | null {
  const x = o.extra_data;
  if (!isJsonObject(x)) return null;
  if (o.widget_type === 'poll' && isString(x.question) && isStringList(x.options))
    return { kind: 'poll_widget', question: x.question, options: x.options };
  const tasks = todoTasks(x.tasks);
  if (o.widget_type === 'todo' && isString(x.task_list_title) && tasks !== null)
    return { kind: 'todo_widget', taskListTitle: x.task_list_title, tasks };
  const choices = zformChoices(x.choices);
  if (o.widget_type === 'zform' && x.type === 'choices' && isString(x.heading) && choices !== null)
    return { kind: 'zform_widget', heading: x.heading, choices };
  return null;
}

/** Python's bool is an int, and Zulip's vote check lets `true` through as 1. */
const intOf = (v: unknown): unknown => (typeof v === 'boolean' ? Number(v) : v);

function widgetEvent(o: Obj): WidgetEvent | null {
  const { key } = o;
  switch (o.type) {
    case 'vote':
      return hasOnly(o, ['key', 'vote']) && isString(key) && isInt32(intOf(o.vote))
        ? { kind: 'poll_vote', key, vote: intOf(o.vote) as number }
        : null;
    case 'new_option':
      return hasOnly(o, ['option', 'idx']) && isString(o.option) && isInt32(intOf(o.idx))
        ? { kind: 'poll_new_option', option: o.option, idx: intOf(o.idx) as number }
        : null;
    case 'question':
      return hasOnly(o, ['question']) && isString(o.question) ? { kind: 'poll_question', question: o.question } : null;
    case 'new_task':
      return hasOnly(o, ['key', 'task', 'desc', 'completed']) &&
        isInt32(intOf(key)) &&
        isString(o.task) &&
        isString(o.desc) &&
        typeof o.completed === 'boolean'
        ? { kind: 'todo_new_task', idx: intOf(key) as number, task: o.task, desc: o.desc, completed: o.completed }
        : null;
    case 'strike':
      return hasOnly(o, ['key']) && isString(key) ? { kind: 'todo_strike', key } : null;
    case 'new_task_list_title':
      return hasOnly(o, ['title']) && isString(o.title) ? { kind: 'todo_task_list_title', title: o.title } : null;
    default:
      return null;
  }
}

/** Plain JSON for the fallback: orjson's floats back to numbers. */
const plain = (v: unknown): unknown =>
  v instanceof JsonFloat
    ? v.value
    : Array.isArray(v)
      ? v.map(plain)
      : isJsonObject(v)
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]))
        : typeof v === 'bigint'
          ? Number(v)
          : v;

/** What a submessage's content means; only "widget" submessages are read as widgets and their events. */
export function submessageData(msgType: string, content: string): SubmessageData {
  const decoded = orjsonLoads(content)?.value ?? null;
  if (msgType === 'widget' && isJsonObject(decoded)) {
    const typed = Object.hasOwn(decoded, 'widget_type') ? widget(decoded) : widgetEvent(decoded);
    if (typed !== null) return typed;
  }
  return { kind: 'other', value: plain(decoded) };
}

/** The JSON text a typed widget event is sent as: Zulip's web client's (JSON.stringify, its field order). */
export function widgetEventContent(e: WidgetEvent): string {
  switch (e.kind) {
    case 'poll_vote':
      return JSON.stringify({ type: 'vote', key: e.key, vote: e.vote });
    case 'poll_new_option':
      return JSON.stringify({ type: 'new_option', idx: e.idx, option: e.option });
    case 'poll_question':
      return JSON.stringify({ type: 'question', question: e.question });
    case 'todo_new_task':
      return JSON.stringify({ type: 'new_task', key: e.idx, task: e.task, desc: e.desc, completed: e.completed });
    case 'todo_strike':
      return JSON.stringify({ type: 'strike', key: e.key });
    case 'todo_task_list_title':
      return JSON.stringify({ type: 'new_task_list_title', title: e.title });
  }
}
