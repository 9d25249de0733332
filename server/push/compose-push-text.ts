import type { NotificationParams, NotificationType } from '@/contracts/dto/notification-dto';

/** A push's title and body. */
export interface PushText {
  title: string;
  body: string;
}

type Compose = (param: (name: string) => string) => PushText;

/**
 * Each type's push in English, from its params (contracts/dto/notification-dto.ts names them).
 * The browser shows in-app notifications in the reader's language; a push is written by the
 * server, which does not know the language of each device.
 */
const texts: Record<NotificationType, Compose> = {
  listing_approved: (p) => ({ title: 'Listing approved', body: `"${p('title')}" is now live.` }),
  listing_rejected: (p) => ({
    title: 'Listing not approved',
    body: `"${p('title')}" was not approved: ${p('reason')}`,
  }),
  project_approved: (p) => ({ title: 'Project approved', body: `"${p('title')}" is now live.` }),
  project_rejected: (p) => ({
    title: 'Project not approved',
    body: `"${p('title')}" was not approved: ${p('reason')}`,
  }),
  new_message: (p) => ({
    title: `New message from ${p('name')}`,
    body: `About "${p('title')}".`,
  }),
  interest_shown: (p) => ({
    title: 'Someone is interested',
    body: `${p('name')} is interested in "${p('title')}".`,
  }),
  project_enquiry: (p) => ({
    title: 'New project enquiry',
    body: `${p('name')} asked about "${p('title')}".`,
  }),
  package_bought: (p) => ({
    title: 'Package active',
    body: `Your ${p('package')} package is active.`,
  }),
  package_ending: (p) => ({
    title: 'Package ending soon',
    body: `Your ${p('package')} package ends on ${p('date')}.`,
  }),
  advertisement_approved: (p) => ({
    title: 'Advertisement approved',
    body: `The advertisement for "${p('title')}" is running.`,
  }),
  advertisement_rejected: (p) => ({
    title: 'Advertisement not approved',
    body: `The advertisement for "${p('title')}" was not approved: ${p('reason')}`,
  }),
  verification_result: (p) =>
    p('status') === 'approved'
      ? { title: 'Verification approved', body: 'Your account is now verified.' }
      : { title: 'Verification not approved', body: `Reason: ${p('reason')}` },
  payment_failed: (p) => ({
    title: 'Payment failed',
    body: `The payment for ${p('package')} did not go through.`,
  }),
  listing_removed: (p) => ({
    title: 'Listing removed',
    body: `"${p('title')}" was removed by moderation: ${p('reason')}`,
  }),
  account_warned: (p) => ({
    title: 'A warning from the moderators',
    body: p('reason'),
  }),
};

/** The push text of a notification: its type's sentence filled with its params. */
export function composePushText(type: NotificationType, params: NotificationParams): PushText {
  return texts[type]((name) => String(params[name] ?? ''));
}
