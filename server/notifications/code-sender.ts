import type { codeChannels } from '../db/schema';

export type CodeChannel = (typeof codeChannels)[number];

/** A one-time code on its way to a person: an email or a text message. */
export interface CodeMessage {
  channel: CodeChannel;
  /** Email address or phone number (E.164-like, digits with an optional +). */
  destination: string;
  /** Email subject; SMS senders ignore it. */
  subject: string;
  /** The whole message, code included. */
  text: string;
  code: string;
}

/** Delivers codes through one provider. A failure throws; the caller logs and answers 503. */
export interface CodeSender {
  /** Short provider name for logs: smtp, twilio, outbox. */
  readonly provider: string;
  send(message: CodeMessage): Promise<void>;
}
