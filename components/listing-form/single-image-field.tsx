import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';
import { fileProblemVars } from './check-listing-file';
import { HiddenFileInput, MediaFieldMessages } from './media-field-parts';
import { releaseChosen, useFileChoice } from './use-file-choice';

type SingleImageName = 'title_image' | 'three_d_image' | 'meta_image';

const savedFieldOf = {
  title_image: 'saved_title_image',
  three_d_image: 'saved_three_d_image',
  meta_image: 'saved_meta_image',
} as const;

/**
 * One picture (title, 3D or meta image): its preview (the new choice, else the saved one), a
 * button to choose or replace it, and remove. A saved title or meta image can only be replaced;
 * a saved 3D image can be removed (`remove_three_d_image`).
 */
export function SingleImageField({ name, label }: { name: SingleImageName; label: string }) {
  const { t } = useSiteText();
  const id = useId();
  const { values, setValues } = useFormikContext<ListingFormValues>();
  const error = useFieldError(name);
  const { inputRef, problem, readChosen, open } = useFileChoice(name, true);
  const chosen = values[name];
  const saved =
    name === 'three_d_image' && values.remove_three_d_image ? null : values[savedFieldOf[name]];
  const shownUrl = chosen?.previewUrl ?? saved;
  const canRemoveSaved = name === 'three_d_image' && saved !== null;
  const chooseText = t(shownUrl ? 'listing_form.media.replace' : 'listing_form.media.choose');
  const removeText = t('listing_form.media.remove');

  const remove = () => {
    releaseChosen(chosen);
    void setValues((current) => ({
      ...current,
      [name]: null,
      remove_three_d_image:
        name === 'three_d_image' && !chosen ? true : current.remove_three_d_image,
    }));
  };

  return (
    <div className={styles.media} data-invalid={error ? 'true' : undefined}>
      <p className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </p>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t('listing_form.media.image_hint', fileProblemVars(name))}
      </p>
      {shownUrl ? (
        <img
          className={styles.preview}
          src={shownUrl}
          alt={t('listing_form.media.preview', { name: label })}
        />
      ) : null}
      <HiddenFileInput
        inputRef={inputRef}
        readChosen={readChosen}
        name={name}
        label={label}
        isMultiple={false}
        onAccepted={([first]) => {
          if (!first) return;
          releaseChosen(chosen);
          void setValues((current) => ({ ...current, [name]: first }));
        }}
      />
      <div className={styles.mediaActions}>
        <Button
          variant="secondary"
          onClick={open}
          aria-label={`${chooseText} (${label})`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        >
          {chooseText}
        </Button>
        {chosen || canRemoveSaved ? (
          <Button variant="ghost" onClick={remove} aria-label={`${removeText} (${label})`}>
            {removeText}
          </Button>
        ) : null}
      </div>
      <MediaFieldMessages id={id} problem={problem} error={error} />
    </div>
  );
}
