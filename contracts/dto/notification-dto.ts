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
] as const;
export type NotificationType = (typeof notificationTypes)[number];

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
