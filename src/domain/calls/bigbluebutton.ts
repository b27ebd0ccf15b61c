import { createHash, createHmac, randomInt } from 'node:crypto';
import type { Actor } from '../actor.ts';
import type { ServerInfo } from '../context.ts';
import { badRequest } from '../errors.ts';

/**
 * GET /calls/bigbluebutton/create: Zulip's get_bigbluebutton_url. Nothing is
 * asked of the BigBlueButton server here (Zulip creates the meeting when
 * someone follows the link): the answer is a join link carrying the meeting
 * signed with the server's secret key, as Django's Signer signs it, so a user
 * cannot alter it to reach another meeting.
 */
export function bigBlueButtonCallUrl(
  server: ServerInfo,
  actor: Actor,
  input: { meetingName: string; voiceOnly: boolean },
): string {
  // Zulip's join step refuses a server without BigBlueButton; this server serves only this step, so it refuses here.
  if (!server.bigBlueButton) throw badRequest('BigBlueButton is not configured.');
  const meeting = {
    meeting_id: `zulip-${randomInt(100_000_000_000, 1_000_000_000_000)}`,
    name: input.meetingName,
    lock_settings_disable_cam: input.voiceOnly,
    moderator: actor.user.id,
  };
  return `/calls/bigbluebutton/join?bigbluebutton=${signObject(server.secretKey, meeting)}`;
}

/** Python's json.dumps(obj, separators=(",", ":")) (ASCII only: other characters as \uXXXX). */
const pythonJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const b64 = (data: Buffer): string => data.toString('base64url');

/** Django's Signer().sign_object(obj) with SECRET_KEY `secret`: base64 JSON, `:`, its salted HMAC-SHA256. */
export function signObject(secret: string, obj: unknown): string {
  const value = b64(Buffer.from(pythonJson(obj), 'latin1'));
  const key = createHash('sha256')
    .update('django.core.signing.Signersigner' + secret)
    .digest();
  return `${value}:${b64(createHmac('sha256', key).update(value).digest())}`;
}
