/** A message sent through the contact page, as the admin reads it. */
export interface ContactMessageDto {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  subject: string;
  message: string;
  /** The sender's account when they were signed in. */
  user_id: number | null;
  is_read: boolean;
  created_at: string;
}

/**
 * What `contct_us` answers: the message was received (never its stored copy), and the signed
 * time of the next form, for a visitor who writes another message.
 */
export interface ContactReceivedDto {
  received: true;
  rendered_at: string;
}
