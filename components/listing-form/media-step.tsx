import { useSiteText } from '@/components/layout/use-site-text';
import { FileListField } from './file-list-field';
import { FormSection } from './form-parts';
import { SingleImageField } from './single-image-field';

/**
 * Step 4: the main image (required), the 3D image (a property's), gallery photos, documents and
 * the meta image. `intro` and `titleImageLabel` are translation keys (each kind words them).
 */
export function MediaStep({
  intro,
  titleImageLabel,
  hasThreeDImage,
}: {
  intro: string;
  titleImageLabel: string;
  hasThreeDImage: boolean;
}) {
  const { t } = useSiteText();
  return (
    <FormSection title={t('listing_form.steps.media')} intro={t(intro)}>
      <SingleImageField name="title_image" label={t(titleImageLabel)} />
      {hasThreeDImage ? (
        <SingleImageField name="three_d_image" label={t('listing_form.media.three_d_image')} />
      ) : null}
      <FileListField name="gallery_images" label={t('listing_form.media.gallery_images')} />
      <FileListField name="documents" label={t('listing_form.media.documents')} />
      <SingleImageField name="meta_image" label={t('listing_form.media.meta_image')} />
    </FormSection>
  );
}
