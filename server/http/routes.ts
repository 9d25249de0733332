import { accountRoutes } from '../accounts/routes';
import { advertisementRoutes } from '../advertisements/routes';
import { agentRoutes } from '../agents/routes';
import { agentVerificationRoutes } from '../agent-verification/routes';
import { chatRoutes } from '../chat/routes';
import { liveRoutes } from '../realtime/routes';
import { catalogueRoutes } from '../catalogue/routes';
import { contactRoutes } from '../contact/routes';
import { contentRoutes } from '../content/routes';
import { feedRoutes } from '../feed/routes';
import { languageRoutes } from '../languages/routes';
import { moderationRoutes } from '../moderation/routes';
import { mortgageRoutes } from '../mortgage/routes';
import { notificationRoutes } from '../notifications/routes';
import { packageRoutes } from '../packages/routes';
import { paymentRoutes } from '../payments/routes';
import { placeRoutes } from '../places/routes';
import { projectRoutes } from '../projects/routes';
import { reportRoutes } from '../reports/routes';
import { ownerPropertyRoutes } from '../properties/owner-routes';
import { propertyRoutes } from '../properties/routes';
import { settingsRoutes } from '../settings/routes';
import { staffRoutes } from '../staff/routes';
import type { RouteDefinition } from '../core/route';

/**
 * The whole API: each domain lists its rows of the spec's call table.
 *
 * Calls added to the spec's table (the spec shows no way to do these):
 * - POST reset-password (accounts): sets a new password with the code forgot-password sent.
 * - GET get-user-profile (accounts): the signed-in user's own profile.
 * - GET listing-form (properties): the signed-in user's listing gate and, for an edit, their
 *   own listing as the form edits it (the session lives in the browser, so the page asks).
 * - GET places/countries, places/states, places/cities (places): the offline location picker's
 *   data when no Maps key is configured.
 * - GET get-owner-property (properties): one of the caller's own listings, any state.
 * - GET admin/listings, POST admin/review-listing (properties): the admin's review queue.
 * - GET get-project-gated-detail, admin/projects, get-favourite-projects, get-project-enquiries,
 *   POST admin/review-project, add-project-favourite, send-project-enquiry (projects): see
 *   server/projects/routes.ts.
 * - GET get-advertisements, admin/advertisements, POST admin/review-advertisement
 *   (advertisements): the user's own advertisements and the admin's approval of them.
 * - POST paystack, webhooks/stripe, webhooks/paystack, webhooks/paypal, webhooks/flutterwave
 *   (payments): see server/payments/routes.ts.
 * - POST admin/bulk-review (moderation): one decision on several listings, projects,
 *   advertisements or verifications, each through its single decision; see
 *   server/moderation/routes.ts.
 * - GET admin/verification-submissions, admin/verification-form-fields, POST
 *   admin/review-verification, admin/save-verification-form-field (agent-verification): the
 *   admin's review of agent verifications and their form.
 * - GET admin/contact-messages, POST admin/read-contact-message (contact): the admin reads the
 *   contact page's messages; see server/contact/routes.ts.
 * - GET admin/reports, admin/reported-conversation, POST admin/resolve-report (reports): the
 *   console's reports of listings, messages and people; see server/reports/routes.ts.
 * - GET get_blocked_users, get_unread_counts, POST mark_chat_read, report-user (chat): see
 *   server/chat/routes.ts; get_messages takes `before_id` too.
 * - GET events (realtime): the signed-in user's live stream; see server/realtime/routes.ts.
 * - POST read_notifications, GET get_notification_preferences, POST
 *   save_notification_preferences (notifications): see server/notifications/routes.ts.
 * - GET admin/users, admin/user, admin/blocked-admin, admin/staff, admin/audit-log, POST
 *   admin/user-status, admin/staff, admin/confirm-password (staff): the admin console's people,
 *   roles and audit log; see server/staff/routes.ts.
 */
const domainRoutes: readonly RouteDefinition[] = [
  ...settingsRoutes,
  ...languageRoutes,
  ...catalogueRoutes,
  ...placeRoutes,
  ...contentRoutes,
  ...mortgageRoutes,
  ...propertyRoutes,
  ...agentRoutes,
  ...agentVerificationRoutes,
  ...ownerPropertyRoutes,
  ...projectRoutes,
  ...packageRoutes,
  ...advertisementRoutes,
  ...accountRoutes,
  ...paymentRoutes,
  ...contactRoutes,
  ...reportRoutes,
  ...feedRoutes,
  ...chatRoutes,
  ...notificationRoutes,
  ...liveRoutes,
  ...staffRoutes,
];

export const apiRoutes: readonly RouteDefinition[] = [
  ...domainRoutes,
  ...moderationRoutes(domainRoutes),
];
