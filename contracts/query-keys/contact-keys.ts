import type { PageWindow } from '../page-window';

/** Query keys of the contact messages the admin reads (`admin/contact-messages`). */
export type ContactMessagesPage = PageWindow;

export const contactKeys = {
  all: ['contact'] as const,
  messages: (page: ContactMessagesPage) => [...contactKeys.all, 'messages', page] as const,
};
