import type { Transporter } from 'nodemailer';
import type { SmtpSettings } from '../config.ts';
import type { Mailer, OutgoingMail } from '../domain/invites/mail.ts';

/** No SMTP server configured: nothing is sent (invitation links are shown to the inviter instead). */
export const noMailer: Mailer = {
  configured: false,
  send: async () => undefined,
};

/** Mail through the configured SMTP server (nodemailer), from NOREPLY_EMAIL_ADDRESS. */
export function smtpMailer(settings: SmtpSettings): Mailer {
  // nodemailer is loaded with the first mail: a server that sends none never holds it.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: false,
      requireTLS: settings.requireTls,
      auth: settings.auth,
    });
  };
  return {
    configured: true,
    send: async (mail: OutgoingMail) => {
      transport ??= connect();
      await (await transport).sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export const mailerOf = (settings: SmtpSettings | undefined): Mailer => (settings ? smtpMailer(settings) : noMailer);
