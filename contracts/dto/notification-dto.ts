/**
 * Every kind of notification: what a user hears about, each created by the service that causes
 * it. Their sentences are `notifications.types.<type>` in locales/, filled from `params`.
 */
export const notificationTypes = [
  'listing_approved',
  'listing_rejected',
  'project_approved',
  'project_rejected',
  'new_message',
  'interest_shown',
  'project_enquiry',
  'package_bought',
  'package_ending',
  'advertisement_approved',
  'advertisement_rejected',
  'verification_result',
  'payment_failed',
  'listing_removed',
  'account_warned',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * The `params` each type's sentence is filled with; the server creates every notification with
 * these names (text as the user wrote it; `date` a calendar day `YYYY-MM-DD`, written in the
 * reader's language by the client):
 * - listing_approved: `title` (the property's title)
 * - listing_rejected: `title`, `reason` (the reviewer's reason)
 * - project_approved: `title` (the project's title)
 * - project_rejected: `title`, `reason`
 * - new_message: `name` (the sender's name), `title` (the listing's title)
 * - interest_shown: `name` (who is interested), `title` (the property's title)
 * - project_enquiry: `name` (who asked), `title` (the project's title)
 * - package_bought: `package` (the package's name)
 * - package_ending: `package`, `date` (its last day)
 * - advertisement_approved: `title` (the advertised listing's title)
 * - advertisement_rejected: `title`, `reason`
 * - verification_result: `status` (`approved` or `rejected`), `reason` (when rejected, else '')
 * - payment_failed: `package` (what the payment was for)
 * - listing_removed: `title`, `reason` (the moderator's reason; a property or a project)
 * - account_warned: `reason` (the moderator's warning after reports of the person)
 *
 * `verification_result` reads `notifications.types.verification_result.<status>`.
 */
export const notificationParamNames = {
  listing_approved: ['title'],
  listing_rejected: ['title', 'reason'],
  project_approved: ['title'],
  project_rejected: ['title', 'reason'],
  new_message: ['name', 'title'],
  interest_shown: ['name', 'title'],
  project_enquiry: ['name', 'title'],
  package_bought: ['package'],
  package_ending: ['package', 'date'],
  advertisement_approved: ['title'],
  advertisement_rejected: ['title', 'reason'],
  verification_result: ['status', 'reason'],
  payment_failed: ['package'],
  listing_removed: ['title', 'reason'],
  account_warned: ['reason'],
} as const satisfies Record<NotificationType, readonly string[]>;

/** The ways a notification reaches its user (in-app always; the other two as they choose). */
export const notificationChannels = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The values a notification's sentence is filled with (a listing's title, a reason, …). */
export type NotificationParams = Readonly<Record<string, string | number>>;

/** One notification, as its user reads it. */
export interface NotificationDto {
  id: number;
  type: NotificationType;
  params: NotificationParams;
  /** The page it leads to (a path of utils/paths.ts), or null. */
  link: string | null;
  is_read: boolean;
  created_at: string;
}

/** One type's choices of channel. */
export interface NotificationPreferenceDto {
  type: NotificationType;
  in_app: boolean;
  push: boolean;
  email: boolean;
}
