import { array, boolean, object, string, type InferType } from 'yup';
import { notificationTypes } from '../dto/notification-dto';
import { queryIdField } from './field-kit';
import { pageFields } from './paging';

/** `get_notification_list`: the user's notifications, newest first (`limit`/`offset`, 20). */
export const notificationListQuerySchema = object({ ...pageFields(20, 50) });

/** `read_notifications` (added): marks one notification (`id`) or, without one, all read. */
export const readNotificationsSchema = object({
  id: queryIdField('id', 'id is not a known notification'),
});

/** `save_notification_preferences` (added): the channels of each type the user changes. */
export const notificationPreferencesSchema = object({
  preferences: array(
    object({
      type: string()
        .oneOf([...notificationTypes], 'type is not a kind of notification')
        .required('type is required'),
      in_app: boolean().typeError('in_app is true or false').required('in_app is required'),
      push: boolean().typeError('push is true or false').required('push is required'),
      email: boolean().typeError('email is true or false').required('email is required'),
    }),
  )
    .max(notificationTypes.length, 'preferences has one entry per type at most')
    .required('preferences is required'),
});

export type NotificationListQuery = InferType<typeof notificationListQuerySchema>;
export type ReadNotificationsInput = InferType<typeof readNotificationsSchema>;
export type NotificationPreferencesInput = InferType<typeof notificationPreferencesSchema>;

/** `unsubscribe` (added): an email's one-click unsubscribe link, its signed token in the address. */
export const unsubscribeSchema = object({
  token: string().trim().max(200, 'token is too long').required('token is required'),
});

export type UnsubscribeInput = InferType<typeof unsubscribeSchema>;
