import type { codeChannels } from '../db/schema';

export type CodeChannel = (typeof codeChannels)[number];

/** A one-time code, or an account notice, on its way to a person: an email or a text message. */
export interface CodeMessage {
  channel: CodeChannel;
  /** Email address or phone number (E.164-like, digits with an optional +). */
  destination: string;
  /** Email subject; SMS senders ignore it. */
  subject: string;
  /** The whole message, code included. */
  text: string;
  /** The code the message carries; null for a notice (no code). */
  code: string | null;
  /** More email headers (an email's List-Unsubscribe); SMS senders ignore them. */
  headers?: Readonly<Record<string, string>>;
}

/** Delivers codes through one provider. A failure throws; the caller logs and answers 503. */
export interface CodeSender {
  /** Short provider name for logs: smtp, twilio, outbox. */
  readonly provider: string;
  send(message: CodeMessage): Promise<void>;
}
