/** What a missed-messages email says; never the words of a message. */
export interface MissedMessagesEmail {
  siteName: string;
  recipientName: string;
  senderName: string;
  listingTitle: string;
  count: number;
  conversationUrl: string;
  unsubscribeUrl: string;
}

/**
 * The email for messages left unread: how many, from whom, about which listing, and the link to
 * the conversation. It never quotes a message (a blocked or reported person's words must not
 * reach an inbox, and the conversation is private to the site).
 */
export function composeMissedMessagesEmail(email: MissedMessagesEmail): {
  subject: string;
  text: string;
} {
  const messages = email.count === 1 ? 'a new message' : `${email.count} new messages`;
  return {
    subject: `${email.senderName} sent you ${messages} on ${email.siteName}`,
    text: [
      `Hello ${email.recipientName},`,
      '',
      `${email.senderName} sent you ${messages} about “${email.listingTitle}”.`,
      `Read and answer them on ${email.siteName}: ${email.conversationUrl}`,
      '',
      `You get this email because the messages were not read within a few minutes.`,
      `Stop emails about new messages: ${email.unsubscribeUrl}`,
    ].join('\n'),
  };
}
