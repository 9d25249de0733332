import type { ServerEnv } from '../env';
import type { CodeMessage, CodeSender } from './code-sender';

type Fetch = typeof globalThis.fetch;

class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * Text-message codes through Twilio's Messages REST API. TWILIO_FROM is a phone number or,
 * starting with MG, a messaging service id. `fetchImpl` defaults to the global fetch at call
 * time.
 */
export function createTwilioCodeSender(
  sms: ServerEnv['sms'],
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
): CodeSender {
  const accountSid = sms.twilioAccountSid ?? '';
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${sms.twilioAuthToken ?? ''}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async send(message: CodeMessage) {
      const form = new URLSearchParams({ To: message.destination, Body: message.text });
      const from = sms.from ?? '';
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new ProviderError(`Twilio answered ${response.status}: ${detail.slice(0, 500)}`);
      }
    },
  };
}
