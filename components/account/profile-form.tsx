import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { notify } from '@/utils/notify';
import { useUpdateProfile, type ProfileFields } from '@/api/account/update-profile';
import type { ProfileDto } from '@/contracts/dto/profile-dto';
import { updateProfileSchema } from '@/contracts/requests/account-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { FormAlert } from '@/components/ui/form-alert';
import type { TranslatedMessage } from '@/utils/translated-message';
import {
  LocationSection,
  NotificationSection,
  PersonalSection,
  SocialSection,
} from './profile-form-sections';
import styles from './profile-form.module.css';
import { noPhotoChange, ProfilePhotoField, type PhotoChoice } from './profile-photo-field';
import { serverFormErrors } from './server-form-errors';

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

/** Every field of the profile (spec §3) with the photo; Save sends them as multipart. */
export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { t } = useSiteText();
  const updateProfile = useUpdateProfile();
  const [photo, setPhoto] = useState<PhotoChoice>(noPhotoChange);
  const [formMessage, setFormMessage] = useState<TranslatedMessage | null>(null);
  const initialValues = profileFieldsOf(profile);

  const handleSubmit = async (values: ProfileFields, helpers: FormikHelpers<ProfileFields>) => {
    setFormMessage(null);
    try {
      await updateProfile.mutateAsync({
        fields: values,
        photo: photo.file,
        removePhoto: photo.isRemoved,
      });
      setPhoto(noPhotoChange);
      void notify('success', t('profile.saved'), { toastId: 'profile-saved' });
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

  return (
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
          <PersonalSection />
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
  );
}
