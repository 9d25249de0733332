import type { RefObject } from 'react';
import { listingUploadLimits, type ListingFileField } from '@/contracts/listing-upload-limits';
import fieldStyles from '@/components/ui/field.module.css';
import type { ChosenFile } from './listing-form-values';
import type { useFileChoice } from './use-file-choice';

/**
 * The hidden file input a media field's button opens: each chosen file is checked
 * (useFileChoice), and the accepted ones are handed to `onAccepted`.
 */
export function HiddenFileInput({
  inputRef,
  readChosen,
  name,
  label,
  isMultiple,
  onAccepted,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  readChosen: ReturnType<typeof useFileChoice>['readChosen'];
  name: ListingFileField;
  label: string;
  isMultiple: boolean;
  onAccepted: (accepted: ChosenFile[]) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      multiple={isMultiple || undefined}
      accept={listingUploadLimits[name].accept}
      className="visually-hidden"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => void readChosen(event).then(onAccepted)}
    />
  );
}

/** Under a media field: why a chosen file was refused (announced), then the field's error. */
export function MediaFieldMessages({
  id,
  problem,
  error,
}: {
  /** The field's id: the error is `${id}-error`, for the button's aria-describedby. */
  id: string;
  problem: string | null;
  error: string | null;
}) {
  return (
    <>
      {problem ? (
        <p className={fieldStyles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p className={fieldStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
