/** Query keys of the contact messages the admin reads (`admin/contact-messages`). */
export interface ContactMessagesPage {
  limit: number;
  offset: number;
}

export const contactKeys = {
  all: ['contact'] as const,
  messages: (page: ContactMessagesPage) => [...contactKeys.all, 'messages', page] as const,
};
