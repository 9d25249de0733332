import { useSiteText } from '@/components/layout/use-site-text';
import { FileListField } from './file-list-field';
import { FormSection } from './form-parts';
import { SingleImageField } from './single-image-field';

/** Step 4: the title image (required), gallery photos, documents, 3D and meta images. */
export function MediaStep() {
  const { t } = useSiteText();
  return (
    <FormSection title={t('listing_form.steps.media')} intro={t('listing_form.media.intro')}>
      <SingleImageField name="title_image" label={t('listing_form.media.title_image')} />
      <SingleImageField name="three_d_image" label={t('listing_form.media.three_d_image')} />
      <FileListField name="gallery_images" label={t('listing_form.media.gallery_images')} />
      <FileListField name="documents" label={t('listing_form.media.documents')} />
      <SingleImageField name="meta_image" label={t('listing_form.media.meta_image')} />
    </FormSection>
  );
}
