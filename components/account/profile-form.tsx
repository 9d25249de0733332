import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { notify } from '@/utils/notify';
import { useUpdateProfile, type ProfileFields } from '@/api/account/update-profile';
import { useRequestContactCode } from '@/api/account/verify-contact';
import type { ContactCodeDto, ProfileDto } from '@/contracts/dto/profile-dto';
import { updateProfileSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import { signInErrorMessageFor } from '@/contracts/sign-in-error-message';
import type { TranslatedMessage } from '@/utils/translated-message';
import { ContactConfirmation } from './contact-confirmation';
import {
  LocationSection,
  NotificationSection,
  PersonalSection,
  SocialSection,
} from './profile-form-sections';
import styles from './profile-form.module.css';
import { noPhotoChange, ProfilePhotoField, type PhotoChoice } from './profile-photo-field';
import { serverFormErrors } from '@/components/ui/server-form-errors';

/** The form's values from a profile (numbers as text, nothing undefined). */
export function profileFieldsOf(profile: ProfileDto): ProfileFields {
  const coordinate = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: profile.name,
    email: profile.email,
    mobile: profile.mobile,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    country: profile.country,
    latitude: coordinate(profile.latitude),
    longitude: coordinate(profile.longitude),
    about_me: profile.about_me,
    facebook_id: profile.facebook_id,
    twiiter_id: profile.twiiter_id,
    instagram_id: profile.instagram_id,
    youtube_id: profile.youtube_id,
    notification: profile.notification,
  };
}

/** Codes waiting to be entered, the newest per field. */
function withCodes(pending: ContactCodeDto[], sent: ContactCodeDto[]): ContactCodeDto[] {
  const fields = new Set(sent.map((code) => code.field));
  return [...pending.filter((code) => !fields.has(code.field)), ...sent];
}

/**
 * Every field of the profile (spec §3) with the photo; Save sends them as multipart. A new
 * email or mobile is sent only when it changed: it is saved once the code sent to it is entered
 * (a panel per waiting code, above the form).
 */
export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t } = useSiteText();
  const updateProfile = useUpdateProfile();
  const requestContactCode = useRequestContactCode();
  const [photo, setPhoto] = useState<PhotoChoice>(noPhotoChange);
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);
  const [pendingCodes, setPendingCodes] = useState<ContactCodeDto[]>([]);
  const initialValues = profileFieldsOf(profile);

  const confirmContact = async (field: 'email' | 'mobile') => {
    setFormMessage(null);
    try {
      const address = field === 'email' ? { email: profile.email } : { mobile: profile.mobile };
      const saved = await requestContactCode.mutateAsync(address);
      setPendingCodes((pending) => withCodes(pending, saved.codes_sent));
    } catch (error) {
      setFormMessage(signInErrorMessageFor(error));
    }
  };

  const handleSubmit = async (values: ProfileFields, helpers: FormikHelpers<ProfileFields>) => {
    setFormMessage(null);
    const isSame = (field: 'email' | 'mobile') =>
      values[field].trim().toLowerCase() === profile[field].toLowerCase();
    try {
      const saved = await updateProfile.mutateAsync({
        fields: {
          ...values,
          email: isSame('email') ? '' : values.email,
          mobile: isSame('mobile') ? '' : values.mobile,
        },
        photo: photo.file,
        removePhoto: photo.isRemoved,
      });
      setPhoto(noPhotoChange);
      setPendingCodes((pending) => withCodes(pending, saved.codes_sent));
      const savedKey =
        saved.codes_sent.length > 0 ? 'profile.saved_confirm_contact' : 'profile.saved';
      void notify('success', t(savedKey), { toastId: 'profile-saved' });
    } catch (error) {
      const { fieldErrors, formMessage: message } = serverFormErrors(
        error,
        { email_taken: 'email', mobile_taken: 'mobile' },
        Object.keys(initialValues),
      );
      helpers.setErrors(fieldErrors);
      setFormMessage(message ?? { key: 'profile.fix_fields' });
    }
  };

  const settle = (field: 'email' | 'mobile') =>
    setPendingCodes((pending) => pending.filter((code) => code.field !== field));

  return (
    <>
      {pendingCodes.map((code) => (
        <ContactConfirmation key={code.field} code={code} onSettled={() => settle(code.field)} />
      ))}
      <Formik
        initialValues={initialValues}
        validationSchema={updateProfileSchema}
        onSubmit={handleSubmit}
        enableReinitialize
      >
        {({ isSubmitting, values }) => (
          <Form className={styles.form} method="post" noValidate>
            <FocusFirstError />
            {formMessage ? <FormAlert>{t(formMessage.key, formMessage.vars)}</FormAlert> : null}
            <ProfilePhotoField
              name={values.name || profile.email}
              currentUrl={profile.profile}
              value={photo}
              onChange={setPhoto}
            />
            <PersonalSection
              profile={profile}
              onConfirmContact={(field) => void confirmContact(field)}
            />
            <LocationSection />
            <SocialSection />
            <NotificationSection />
            <div className={styles.actions}>
              <Button type="submit" isBusy={isSubmitting}>
                {t('profile.save')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}
