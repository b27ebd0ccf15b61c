import { signObject } from '../../src/domain/calls/bigbluebutton.ts';
import { expectMatchesOpenApi } from '../support/openapi.ts';
import { useWorld } from '../support/world.ts';
import { bad, errorOf } from './message-edit.helpers.ts';

/** BigBlueButton calls on a server configured for them: the signed join link, as Zulip builds it. */
const SECRET_KEY = 'test-secret';
const w = useWorld({
  env: { BIG_BLUE_BUTTON_URL: 'https://bbb.example.com/bigbluebutton/', BIG_BLUE_BUTTON_SECRET: 'bbb', SECRET_KEY },
});
const PATH = '/calls/bigbluebutton/create';

/** The meeting a join link carries, after checking its signature. */
function meetingOf(url: string): Record<string, unknown> {
  const match = /^\/calls\/bigbluebutton\/join\?bigbluebutton=([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)$/.exec(url);
  expect(match).not.toBeNull();
  const meeting = JSON.parse(Buffer.from(match![1], 'base64url').toString('latin1')) as Record<string, unknown>;
  expect(signObject(SECRET_KEY, meeting)).toBe(`${match![1]}:${match![2]}`);
  return meeting;
}

test("Django's Signer: a vector computed with Python's json, base64 and hmac", () => {
  expect(
    signObject(SECRET_KEY, {
      meeting_id: 'zulip-123456789012',
      name: 'Café ☕',
      lock_settings_disable_cam: true,
      moderator: 10,
    }),
  ).toBe(
    'eyJtZWV0aW5nX2lkIjoienVsaXAtMTIzNDU2Nzg5MDEyIiwibmFtZSI6IkNhZlx1MDBlOSBcdTI2MTUiLCJsb2NrX3NldHRpbmdzX2Rpc2FibGVfY2FtIjp0cnVlLCJtb2RlcmF0b3IiOjEwfQ:kchtMI8kYLbV1zrti-Bsl4id9il_OJ-GVAOnlfQH904',
  );
});

test('a join link for a new meeting, signed, with the caller as its moderator', async () => {
  const r = await w.as('hamlet').get(PATH, { meeting_name: 'Standup', voice_only: true });
  expect(r.status).toBe(200);
  expect(expectMatchesOpenApi('GET', PATH, 200, r.body)).toBe(true);
  expect(meetingOf(r.body.url as string)).toEqual({
    meeting_id: expect.stringMatching(/^zulip-\d{12}$/),
    name: 'Standup',
    lock_settings_disable_cam: true,
    moderator: w.user('hamlet').id,
  });
  const other = await w.as('othello').get(PATH, { meeting_name: 'Standup' });
  expect(meetingOf(other.body.url as string)).toMatchObject({ lock_settings_disable_cam: false });
});

test.each([
  [
    {},
    { status: 400, msg: "Missing 'meeting_name' argument", code: 'REQUEST_VARIABLE_MISSING', var_name: 'meeting_name' },
  ],
  [{ meeting_name: 'x', voice_only: 'yes' }, bad('voice_only is not valid JSON')],
  [{ meeting_name: 'x', voice_only: 1 }, bad('voice_only is not a boolean')],
])('%j is refused', async (params, expected) => {
  expect(errorOf(await w.as('hamlet').get(PATH, params))).toEqual(expected);
});

test('GraphQL gives the same link', async () => {
  const r = await w.ts
    .client(w.user('hamlet'))
    .graphql('query { bigBlueButtonCallUrl(meetingName: "Standup", voiceOnly: true) }');
  // GraphQL's URL scalar is absolute: the REST answer's path on this server.
  const link = new URL(r.data?.bigBlueButtonCallUrl as string);
  expect(link.origin).toBe(new URL(w.ts.url).origin);
  expect(meetingOf(`${link.pathname}${link.search}`)).toMatchObject({
    name: 'Standup',
    lock_settings_disable_cam: true,
    moderator: w.user('hamlet').id,
  });
});
