import { FileListField } from './file-list-field';
import { FormSection } from './form-parts';
import { SingleImageField } from './single-image-field';
import { useSiteText } from '@/components/layout/use-site-text';

/** Step 4: the main image (required), gallery photos, documents and the meta image. */
export function ProjectMediaStep() {
  const { t } = useSiteText();
  return (
    <FormSection title={t('listing_form.steps.media')} intro={t('project_form.media.intro')}>
      <SingleImageField name="title_image" label={t('project_form.media.image')} />
      <FileListField name="gallery_images" label={t('listing_form.media.gallery_images')} />
      <FileListField name="documents" label={t('listing_form.media.documents')} />
      <SingleImageField name="meta_image" label={t('listing_form.media.meta_image')} />
    </FormSection>
  );
}
