import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationItem } from '@/components/notifications/notification-item';
import { notificationSentence } from '@/components/layout/notification-sentence';
import {
  notificationParamNames,
  notificationTypes,
  type NotificationDto,
  type NotificationType,
} from '@/contracts/dto/notification-dto';
import { translate } from '@/hooks/use-translation';
import arabicStrings from '@/locales/ar.json';
import englishStrings from '@/locales/en.json';
import { arabic, aLanguageFile } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';
import { aNotification } from './notification-kit';

/** Each type with the params the server creates it with. */
const examples: Record<NotificationType, NotificationDto['params']> = {
  listing_approved: { title: 'Sea view flat' },
  listing_rejected: { title: 'Sea view flat', reason: 'blurred photos' },
  project_approved: { title: 'Palm Court' },
  project_rejected: { title: 'Palm Court', reason: 'no permit' },
  new_message: { name: 'Omar', title: 'Sea view flat' },
  interest_shown: { name: 'Lina', title: 'Sea view flat' },
  project_enquiry: { name: 'Sami', title: 'Palm Court' },
  package_bought: { package: 'Gold' },
  package_ending: { package: 'Gold', date: '2026-12-02' },
  advertisement_approved: { title: 'Sea view flat' },
  advertisement_rejected: { title: 'Sea view flat', reason: 'too many words' },
  verification_result: { status: 'rejected', reason: 'the licence expired' },
  payment_failed: { package: 'Gold' },
  listing_removed: { title: 'Sea view flat', reason: 'fake photos' },
  account_warned: { reason: 'rude messages' },
};

const english: Record<NotificationType, string> = {
  listing_approved: 'Your property “Sea view flat” is approved and now public',
  listing_rejected: 'Your property “Sea view flat” was not approved: blurred photos',
  project_approved: 'Your project “Palm Court” is approved and now public',
  project_rejected: 'Your project “Palm Court” was not approved: no permit',
  new_message: 'Omar sent you a message about “Sea view flat”',
  interest_shown: 'Lina is interested in your property “Sea view flat”',
  project_enquiry: 'Sami asked about your project “Palm Court”',
  package_bought: 'Your package “Gold” is active',
  package_ending: 'Your package “Gold” ends on December 2, 2026',
  advertisement_approved: 'Your advertisement of “Sea view flat” is approved and showing',
  advertisement_rejected: 'Your advertisement of “Sea view flat” was not approved: too many words',
  verification_result: 'Your agent verification was not approved: the licence expired',
  payment_failed: 'Your payment for “Gold” did not go through',
  listing_removed: 'Your listing “Sea view flat” was removed by moderation: fake photos',
  account_warned: 'A warning from the moderators: rude messages',
};

const arabicSentences: Record<NotificationType, string> = {
  listing_approved: 'تمت الموافقة على عقارك «Sea view flat» وأصبح منشورًا',
  listing_rejected: 'لم تتم الموافقة على عقارك «Sea view flat»: blurred photos',
  project_approved: 'تمت الموافقة على مشروعك «Palm Court» وأصبح منشورًا',
  project_rejected: 'لم تتم الموافقة على مشروعك «Palm Court»: no permit',
  new_message: 'رسالة جديدة من Omar بخصوص «Sea view flat»',
  interest_shown: 'أبدى Lina اهتمامًا بعقارك «Sea view flat»',
  project_enquiry: 'استفسار من Sami عن مشروعك «Palm Court»',
  package_bought: 'باقتك «Gold» مفعّلة الآن',
  package_ending: `تنتهي باقتك «Gold» في ${new Intl.DateTimeFormat('ar', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date('2026-12-02'))}`,
  advertisement_approved: 'تمت الموافقة على إعلانك عن «Sea view flat» وهو معروض الآن',
  advertisement_rejected: 'لم تتم الموافقة على إعلانك عن «Sea view flat»: too many words',
  verification_result: 'لم تتم الموافقة على توثيقك كوكيل: the licence expired',
  payment_failed: 'لم تكتمل عملية الدفع مقابل «Gold»',
  listing_removed: 'أزال المشرفون إعلانك «Sea view flat»: fake photos',
  account_warned: 'تحذير من المشرفين: rude messages',
};

function sentenceIn(strings: Record<string, string>, locale: string, type: NotificationType) {
  return notificationSentence(
    aNotification({ type, params: examples[type] }),
    (key, vars) => translate(strings, key, vars),
    locale,
  );
}

describe('the sentence of each type of notification', () => {
  it('gives every type its params in the example', () => {
    for (const type of notificationTypes) {
      expect(Object.keys(examples[type]).sort(), type).toEqual(
        [...notificationParamNames[type]].sort(),
      );
    }
  });

  it.each(notificationTypes)('writes %s in English with its params', (type) => {
    expect(sentenceIn(englishStrings, 'en', type)).toBe(english[type]);
  });

  it.each(notificationTypes)('writes %s in Arabic with its params', (type) => {
    expect(sentenceIn(arabicStrings, 'ar', type)).toBe(arabicSentences[type]);
  });

  it('tells an approved agent verification apart from a rejected one', () => {
    const approved = aNotification({
      type: 'verification_result',
      params: { status: 'approved', reason: '' },
    });
    const t = (key: string, vars?: Record<string, string | number>) =>
      translate(englishStrings, key, vars);
    expect(notificationSentence(approved, t, 'en')).toBe('Your agent verification is approved');
  });

  it('renders a notification on the Arabic page in Arabic', () => {
    renderWithProviders(
      <ul>
        <NotificationItem
          notification={aNotification({
            type: 'listing_rejected',
            params: examples.listing_rejected,
          })}
          isBusy={false}
          onRead={() => undefined}
        />
      </ul>,
      { languageFile: aLanguageFile(arabic, arabicStrings) },
    );
    expect(
      screen.getByRole('link', { name: arabicSentences.listing_rejected }).getAttribute('href'),
    ).toBe('/my-property/sea-view-flat');
    expect(screen.getByText('جديد')).toBeTruthy();
  });
});
