import { useFormikContext } from 'formik';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { ListingFileField } from '@/contracts/listing-upload-limits';
import { useSiteText } from '@/components/layout/use-site-text';
import { checkListingFile, fileProblemVars } from './check-listing-file';
import type { ChosenFile, ListingFormValues } from './listing-form-values';

let chosenCount = 0;

/** A chosen file with a stable key and, for images, a preview URL. */
export function chosenFileOf(file: File, isImage: boolean): ChosenFile {
  chosenCount += 1;
  return {
    key: `file-${chosenCount}`,
    file,
    previewUrl: isImage ? URL.createObjectURL(file) : null,
  };
}

export function releaseChosen(chosen: ChosenFile | null | undefined): void {
  if (chosen?.previewUrl) URL.revokeObjectURL(chosen.previewUrl);
}

/**
 * The file input behind a media field: checks each chosen file (type, size, pixels) before it
 * is kept, and says in words why one was refused.
 */
export function useFileChoice(field: ListingFileField, isImage: boolean) {
  const { t } = useSiteText();
  const { setFieldTouched } = useFormikContext<ListingFormValues>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const readChosen = useCallback(
    async (event: ChangeEvent<HTMLInputElement>): Promise<ChosenFile[]> => {
      const files = [...(event.target.files ?? [])];
      event.target.value = '';
      const accepted: ChosenFile[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const found = await checkListingFile(field, file);
        if (found) {
          refused.push(
            t(`listing_form.media.problem.${found}`, {
              ...fileProblemVars(field),
              name: file.name,
            }),
          );
        } else {
          accepted.push(chosenFileOf(file, isImage));
        }
      }
      setProblem(refused.length > 0 ? refused.join(' ') : null);
      if (accepted.length > 0) void setFieldTouched(field, true, false);
      return accepted;
    },
    [field, isImage, setFieldTouched, t],
  );

  return {
    inputRef,
    problem,
    setProblem,
    readChosen,
    open: () => inputRef.current?.click(),
  };
}
