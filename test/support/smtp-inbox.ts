import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail received by the test's SMTP server: its envelope recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  body: string;
}

/**
 * An SMTP server on a random port for the file's tests: before the world
 * starts (register this first), it fills `env` with EMAIL_HOST/EMAIL_PORT so
 * the server sends its mail here; `inbox` collects what arrives.
 */
export function useSmtpInbox(env: Record<string, string>): ReceivedMail[] {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString() });
        done();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    env.EMAIL_HOST = '127.0.0.1';
    env.EMAIL_PORT = String((smtp.server.address() as AddressInfo).port);
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return inbox;
}
