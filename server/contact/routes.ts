import {
  contactMessageSchema,
  contactMessagesQuerySchema,
  readContactMessageSchema,
} from '@/contracts/requests/contact-requests';
import { enforceRateLimits, rateLimitAddress } from '../core/rate-limit';
import { route, staffQuery, type RouteDefinition } from '../core/route';
import { getContactMessages } from './get-contact-messages';
import { readContactMessage } from './read-contact-message';
import { sendContactMessage } from './send-contact-message';

/**
 * The contact page's calls.
 *
 * | Call                              | Auth     | Input                          | Success                   |
 * |-----------------------------------|----------|--------------------------------|---------------------------|
 * | POST contct_us (spec)             | optional | contactMessageSchema           | 201 { received: true,     |
 * |                                   |          |                                |   rendered_at (next form) }|
 * | GET  admin/contact-messages (add.)| required | limit, offset                  | 200 ContactMessageDto[],  |
 * |                                   |          |                                | total, unread             |
 * | POST admin/read-contact-message   | required | id, is_read (1 default, or 0)  | 200 ContactMessageDto     |
 *
 * contct_us: 422 validation_failed with field errors, 400 submitted_too_soon (sent under 3 s
 * after the form was rendered), 400 form_expired (`rendered_at` missing, not signed by the
 * server, or over a day old), 429 rate_limited (5 an hour per
 * address, 3 an hour per sender email). A filled honeypot gets the same 201 and is dropped.
 * The admin calls answer 403 forbidden to anyone but an administrator.
 */
export const contactRoutes: RouteDefinition[] = [
  route('POST', 'contct_us', {
    auth: 'optional',
    body: contactMessageSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, body, viewer, req, log }) => {
      await enforceRateLimits(db, [
        { rule: 'contactPerIp', subject: rateLimitAddress(req) },
        { rule: 'contactPerEmail', subject: body.email },
      ]);
      return sendContactMessage(db, viewer, body, log);
    },
  }),
  staffQuery(
    'admin/contact-messages',
    ['administrator', 'support'],
    contactMessagesQuerySchema,
    getContactMessages,
  ),
  route('POST', 'admin/read-contact-message', {
    auth: { roles: ['administrator', 'support'] },
    body: readContactMessageSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, body }) => readContactMessage(db, body),
  }),
];
