/** One e-mail to send: plain text, as Zulip's invitation e-mail is in its text part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Outgoing e-mail (Zulip's EMAIL_* settings). Without an SMTP server,
 * `configured` is false and nothing is sent: invitation links are shown to
 * the inviter instead, as Zulip's development setup shows its e-mails.
 */
export interface Mailer {
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

declare module '../context.ts' {
  interface Deps {
    mailer: Mailer;
  }
}

/** Zulip's templates/zerver/emails/invitation.{subject,txt}. */
export function invitationMail(
  to: string,
  inviter: { fullName: string; email: string },
  realmName: string,
  link: string,
): OutgoingMail {
  return {
    to,
    subject: `${inviter.fullName} has invited you to join ${realmName}`,
    text: [
      'Hi there,',
      '',
      `${inviter.fullName} (${inviter.email}) wants you to join them on Zulip -- the team communication tool designed for productivity.`,
      '',
      'To get started, click the link below.',
      `    <${link}>`,
      '',
    ].join('\n'),
  };
}
