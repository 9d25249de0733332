import { Form, Formik } from 'formik';
import { useSaveSiteText } from '@/api/admin-content/save-site-text';
import type { AdminSiteTextDto } from '@/contracts/dto/admin-content-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useSavingForm } from '@/components/ui/use-saving-form';
import styles from './moderation.module.css';

const stayOpen = () => undefined;

/** One site text (about, privacy, terms): its stored text in a large field and a save button. */
export function SiteTextForm({ siteText }: { siteText: AdminSiteTextDto }) {
  const { t } = useSiteText();
  const save = useSaveSiteText();
  const { formError, onSubmit } = useSavingForm({
    save: (values: { text: string }) =>
      save.mutateAsync({ kind: siteText.kind, text: values.text }),
    savedText: t('admin_catalogue.content_saved'),
    onDone: stayOpen,
  });
  return (
    <Formik initialValues={{ text: siteText.text }} enableReinitialize onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form className={styles.rejectForm} noValidate>
          <TextField
            name="text"
            label={t(`admin_catalogue.site_text.${siteText.kind}`)}
            hint={t('admin_catalogue.site_text_hint')}
            multiline
            rows={8}
          />
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <div className={styles.dialogButtons}>
            <Button type="submit" isBusy={isSubmitting}>
              {t('common.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
