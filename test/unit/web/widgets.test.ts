import { widgetOf, type SubmessageLike } from '../../../web/src/state/widgets.ts';

const IAGO = 3;
const HAMLET = 10;
/** A submessage as the server types its content (its `data`). */
const sub = (sender: number, data: SubmessageLike['data']): SubmessageLike => ({ data, sender: { userId: sender } });

test("a poll folds votes and options as Zulip's poll_data does", () => {
  const poll = widgetOf(
    [
      sub(IAGO, { __typename: 'PollWidgetData', question: 'Best play?', options: ['Hamlet', 'Macbeth'] }),
      sub(HAMLET, { __typename: 'PollVote', key: 'canned,0', vote: 1 }),
      sub(IAGO, { __typename: 'PollVote', key: 'canned,0', vote: 1 }),
      sub(HAMLET, { __typename: 'PollNewOption', idx: 1, option: 'Othello' }),
      sub(IAGO, { __typename: 'PollVote', key: 'canned,0', vote: -1 }),
      sub(HAMLET, { __typename: 'PollVote', key: 'nope', vote: 1 }),
      sub(HAMLET, { __typename: 'PollQuestion', question: 'Not the author' }),
    ],
    IAGO,
    HAMLET,
  );
  expect(poll).toEqual({
    kind: 'poll',
    question: 'Best play?',
    nextIdx: 2,
    options: [
      { key: 'canned,0', option: 'Hamlet', voters: [HAMLET] },
      { key: 'canned,1', option: 'Macbeth', voters: [] },
      { key: `${HAMLET},1`, option: 'Othello', voters: [] },
    ],
  });
});

test("a to-do list folds tasks and strikes as Zulip's todo_widget does", () => {
  const todo = widgetOf(
    [
      sub(IAGO, { __typename: 'TodoWidgetData', taskListTitle: '', tasks: [{ task: 'Sweep', desc: 'hall' }] }),
      sub(HAMLET, { __typename: 'TodoNewTask', idx: 2, task: 'Bury Yorick', desc: '', completed: false }),
      sub(HAMLET, { __typename: 'TodoNewTask', idx: 3, task: 'Sweep', desc: 'again', completed: false }),
      sub(IAGO, { __typename: 'TodoStrike', key: '0,canned' }),
      sub(IAGO, { __typename: 'TodoStrike', key: `2,${HAMLET}` }),
      sub(HAMLET, { __typename: 'TodoStrike', key: `2,${HAMLET}` }),
    ],
    IAGO,
    HAMLET,
  );
  expect(todo).toEqual({
    kind: 'todo',
    title: 'Task list',
    nextIdx: 4,
    tasks: [
      { key: '0,canned', task: 'Sweep', desc: 'hall', completed: true },
      { key: `2,${HAMLET}`, task: 'Bury Yorick', desc: '', completed: false },
    ],
  });
  expect(widgetOf([sub(IAGO, { __typename: 'ZformWidgetData' })], IAGO, HAMLET)).toBeNull();
  // Content that is not JSON, or of no widget's shape.
  expect(widgetOf([sub(IAGO, { __typename: 'OtherSubmessageData' })], IAGO, HAMLET)).toBeNull();
});
