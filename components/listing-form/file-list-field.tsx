import { useFormikContext } from 'formik';
import { useId } from 'react';
import { listingUploadLimits } from '@/contracts/listing-upload-limits';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import { fileProblemVars } from './check-listing-file';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';
import { HiddenFileInput, MediaFieldMessages } from './media-field-parts';
import { releaseChosen, useFileChoice } from './use-file-choice';

type ListName = 'gallery_images' | 'documents';

interface ListItem {
  key: string;
  label: string;
  /** A thumbnail for photos; null for documents. */
  previewUrl: string | null;
  remove: () => void;
}

/** The listing's photos or documents: the saved ones left and the new ones, each removable. */
function useListItems(name: ListName): ListItem[] {
  const { t } = useSiteText();
  const { values, setValues } = useFormikContext<ListingFormValues>();
  const removedKey = name === 'gallery_images' ? 'removed_gallery' : 'removed_documents';
  const saved =
    name === 'gallery_images'
      ? values.saved_gallery.map((photo, index) => ({
          id: photo.id,
          label: t('listing_form.media.saved_photo', { number: index + 1 }),
          url: photo.url,
        }))
      : values.saved_documents.map((document) => ({
          id: document.id,
          label: document.name,
          url: null,
        }));
  const kept = saved.filter((item) => !values[removedKey].includes(item.id));
  return [
    ...kept.map((item) => ({
      key: `saved-${item.id}`,
      label: item.label,
      previewUrl: item.url,
      remove: () =>
        void setValues((current) => ({
          ...current,
          [removedKey]: [...current[removedKey], item.id],
        })),
    })),
    ...values[name].map((chosen) => ({
      key: chosen.key,
      label: chosen.file.name,
      previewUrl: chosen.previewUrl,
      remove: () => {
        releaseChosen(chosen);
        void setValues((current) => ({
          ...current,
          [name]: current[name].filter((item) => item.key !== chosen.key),
        }));
      },
    })),
  ];
}

/** Gallery photos or documents: add several at once (up to the listing's limit), remove any. */
export function FileListField({ name, label }: { name: ListName; label: string }) {
  const { t } = useSiteText();
  const id = useId();
  const { setValues } = useFormikContext<ListingFormValues>();
  const isImage = name === 'gallery_images';
  const error = useFieldError(name);
  const { inputRef, problem, setProblem, readChosen, open } = useFileChoice(name, isImage);
  const items = useListItems(name);
  const limit = listingUploadLimits[name].maxPerListing;
  const room = limit - items.length;

  return (
    <div className={`${styles.media} ${styles.wide}`} data-invalid={error ? 'true' : undefined}>
      <p className={fieldStyles.label}>{label}</p>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t(isImage ? 'listing_form.media.gallery_hint' : 'listing_form.media.documents_hint', {
          ...fileProblemVars(name),
          max: limit,
        })}
      </p>
      {items.length > 0 ? (
        <ul className={isImage ? styles.thumbs : styles.fileList}>
          {items.map((item) => (
            <li key={item.key} className={styles.fileItem}>
              {item.previewUrl ? (
                <img className={styles.thumb} src={item.previewUrl} alt={item.label} />
              ) : (
                <span className={styles.fileName}>{item.label}</span>
              )}
              <Button
                variant="ghost"
                onClick={item.remove}
                aria-label={t('listing_form.media.remove_named', { name: item.label })}
              >
                {t('listing_form.media.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <HiddenFileInput
        inputRef={inputRef}
        readChosen={readChosen}
        name={name}
        label={label}
        isMultiple
        onAccepted={(accepted) => {
          const fitting = accepted.slice(0, Math.max(room, 0));
          for (const extra of accepted.slice(fitting.length)) releaseChosen(extra);
          if (fitting.length < accepted.length) {
            setProblem(t('listing_form.media.problem.too_many', { max: limit }));
          }
          void setValues((current) => ({ ...current, [name]: [...current[name], ...fitting] }));
        }}
      />
      <div className={styles.mediaActions}>
        <Button
          variant="secondary"
          onClick={open}
          disabled={room <= 0}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        >
          {t(isImage ? 'listing_form.media.add_photos' : 'listing_form.media.add_documents')}
        </Button>
      </div>
      <MediaFieldMessages id={id} problem={problem} error={error} />
    </div>
  );
}
