import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { FieldsetSection } from '@/components/ui/fieldset-section';
import styles from './profile-form.module.css';
import { EmailField, MobileField } from './auth-form-parts';
import { labelAndHint } from '@/components/ui/label-and-hint';

export interface PersonalSectionProps {
  profile: ProfileDto;
  /** Sends a code to the current, unconfirmed email or mobile. */
  onConfirmContact: (field: 'email' | 'mobile') => void;
}

/** A contact field's hint: unconfirmed (with a button to send a code), or how a change works. */
function ContactHint({
  field,
  profile,
  onConfirmContact,
}: PersonalSectionProps & { field: 'email' | 'mobile' }) {
  const { t } = useSiteText();
  const isUnconfirmed = profile[field] !== '' && !profile[`${field}_verified`];
  if (!isUnconfirmed) return <>{t('profile.contact.change_hint')}</>;
  return (
    <>
      {t(`profile.contact.unconfirmed_${field}`)}{' '}
      <Button variant="ghost" onClick={() => onConfirmContact(field)}>
        {t('profile.contact.send_code')}
      </Button>
    </>
  );
}

/** Name, contact details and "about me". */
export function PersonalSection(props: PersonalSectionProps) {
  const { t } = useSiteText();
  return (
    <FieldsetSection title={t('profile.section.personal')}>
      <TextField name="name" label={t('auth.fields.name')} autoComplete="name" />
      <EmailField hint={<ContactHint field="email" {...props} />} />
      <MobileField hint={<ContactHint field="mobile" {...props} />} />
      <div className={styles.wide}>
        <TextField name="about_me" label={t('profile.fields.about_me')} multiline rows={4} />
      </div>
    </FieldsetSection>
  );
}

/** Address, city, state, country and coordinates. */
export function LocationSection() {
  const { t } = useSiteText();
  return (
    <FieldsetSection title={t('profile.section.location')}>
      <div className={styles.wide}>
        <TextField
          name="address"
          label={t('profile.fields.address')}
          autoComplete="street-address"
        />
      </div>
      <TextField name="city" label={t('profile.fields.city')} autoComplete="address-level2" />
      <TextField name="state" label={t('profile.fields.state')} autoComplete="address-level1" />
      <TextField name="country" label={t('profile.fields.country')} autoComplete="country-name" />
      <div className={styles.pair}>
        <TextField name="latitude" label={t('profile.fields.latitude')} inputMode="decimal" />
        <TextField name="longitude" label={t('profile.fields.longitude')} inputMode="decimal" />
      </div>
    </FieldsetSection>
  );
}

/** Links to the user's social profiles (`twiiter_id` is the spec's spelling). */
export function SocialSection() {
  const { t } = useSiteText();
  const hint = t('profile.fields.social_hint');
  return (
    <FieldsetSection title={t('profile.section.social')}>
      <TextField name="facebook_id" label={t('profile.fields.facebook')} hint={hint} />
      <TextField name="twiiter_id" label={t('profile.fields.twitter')} hint={hint} />
      <TextField name="instagram_id" label={t('profile.fields.instagram')} hint={hint} />
      <TextField name="youtube_id" label={t('profile.fields.youtube')} hint={hint} />
    </FieldsetSection>
  );
}

/** Whether the user wants notifications. */
export function NotificationSection() {
  const { t } = useSiteText();
  return (
    <FieldsetSection title={t('profile.section.notifications')}>
      <div className={styles.wide}>
        <ToggleField name="notification" {...labelAndHint(t, 'profile.fields.notification')} />
      </div>
    </FieldsetSection>
  );
}
