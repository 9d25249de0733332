import nodemailer from 'nodemailer';
import type { ServerEnv } from '../env';
import type { CodeMessage, CodeSender } from './code-sender';

/** The part of a nodemailer transport the sender uses (tests pass a fake). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Readonly<Record<string, string>>;
  }): Promise<unknown>;
}

export function createMailTransport(smtp: ServerEnv['smtp']): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host ?? undefined,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** Email codes through the SMTP server of SMTP_HOST (nodemailer). */
export function createSmtpCodeSender(
  smtp: ServerEnv['smtp'],
  transport: MailTransport = createMailTransport(smtp),
): CodeSender {
  const from = smtp.from ?? smtp.user ?? `no-reply@${smtp.host ?? 'localhost'}`;
  return {
    provider: 'smtp',
    async send(message: CodeMessage) {
      await transport.sendMail({
        from,
        to: message.destination,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}
