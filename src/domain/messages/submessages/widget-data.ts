import { badRequest } from '../../errors.ts';
import { checkBool, checkJsonObject, checkIntIn, checkIntRange, checkString, type Check } from './checks.ts';

/*
 * What a poll's or a to-do list's submessages may carry (Zulip's
 * validate_poll_data and validate_todo_data): only types are checked, not
 * that a voted option exists; clients ignore what does not apply.
 */

/** Zulip's MAX_IDX, matching the clients' widgets. */
const MAX_IDX = 1000;

type Shape = ReadonlyArray<readonly [string, Check<unknown>]>;

interface Operation {
  shape: Shape;
  /** The refusal for anyone but the widget's author, when only they may do this. */
  authorOnly?: string;
}

const POLL: Record<string, Operation> = {
  vote: {
    shape: [
      ['type', checkString],
      ['key', checkString],
      ['vote', checkIntIn([1, -1])],
    ],
  },
  question: {
    shape: [
      ['type', checkString],
      ['question', checkString],
    ],
    authorOnly: "You can't edit a question unless you are the author.",
  },
  new_option: {
    shape: [
      ['type', checkString],
      ['option', checkString],
      ['idx', checkIntRange(0, MAX_IDX)],
    ],
  },
};

const TODO: Record<string, Operation> = {
  new_task: {
    shape: [
      ['type', checkString],
      ['key', checkIntRange(0, MAX_IDX)],
      ['task', checkString],
      ['desc', checkString],
      ['completed', checkBool],
    ],
  },
  strike: {
    shape: [
      ['type', checkString],
      ['key', checkString],
    ],
  },
  new_task_list_title: {
    shape: [
      ['type', checkString],
      ['title', checkString],
    ],
    authorOnly: "You can't edit the task list title unless you are the author.",
  },
};

const WIDGETS: Record<string, { name: string; label: string; operations: Record<string, Operation> }> = {
  poll: { name: 'poll data', label: 'poll', operations: POLL },
  todo: { name: 'todo data', label: 'todo', operations: TODO },
};

/** Checks a submessage's decoded content for the message's widget; widgets other than polls and to-do lists take anything. */
export function validateWidgetData(widgetType: string | null, data: unknown, isWidgetAuthor: boolean): void {
  const widget = widgetType === null ? undefined : WIDGETS[widgetType];
  if (widget === undefined) return;
  const { type } = checkJsonObject([['type', checkString]])(widget.name, data);
  const op = Object.hasOwn(widget.operations, String(type)) ? widget.operations[String(type)] : undefined;
  if (op === undefined) throw badRequest(`Unknown type for ${widget.label} data: ${String(type)}`);
  if (op.authorOnly !== undefined && !isWidgetAuthor) throw badRequest(op.authorOnly);
  checkJsonObject(op.shape, { only: true })(widget.name, data);
}
