import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import styles from './profile-form.module.css';
import {
  checkProfilePhoto,
  profilePhotoMinSize,
  profilePhotoTypes,
} from '@/components/ui/profile-photo-check';
import { UserAvatar } from '@/components/ui/user-avatar';

/** What the form sends about the photo: a new file (with its local preview), a removal, or nothing. */
export interface PhotoChoice {
  file: File | null;
  previewUrl: string | null;
  isRemoved: boolean;
}

export const noPhotoChange: PhotoChoice = { file: null, previewUrl: null, isRemoved: false };

export interface ProfilePhotoFieldProps {
  name: string;
  /** The saved photo's URL. */
  currentUrl: string | null;
  value: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
}

/** Frees a preview's memory once it is replaced or the field goes away. */
function useRevokeOnChange(url: string | null): void {
  useEffect(() => {
    if (!url) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
}

/**
 * The profile photo: preview, choose (JPEG or PNG, at least 120 × 120, checked here before any
 * upload), remove. The file goes with the rest of the profile on Save.
 */
export function ProfilePhotoField({ name, currentUrl, value, onChange }: ProfilePhotoFieldProps) {
  const { t } = useSiteText();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useRevokeOnChange(value.previewUrl);
  const shownUrl = value.previewUrl ?? (value.isRemoved ? null : currentUrl);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = await checkProfilePhoto(file);
    if (found) {
      setProblem(t(`profile.photo.error.${found}`, { min: profilePhotoMinSize }));
      return;
    }
    setProblem(null);
    onChange({ file, previewUrl: URL.createObjectURL(file), isRemoved: false });
  };

  return (
    <div className={styles.photo} role="group" aria-labelledby={`${id}-label`}>
      <UserAvatar name={name} src={shownUrl} size={96} />
      <div className={styles.photoBody}>
        <p id={`${id}-label`} className={styles.photoLabel}>
          {t('profile.photo.label')}
        </p>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('profile.photo.hint', { min: profilePhotoMinSize })}
        </p>
        <div className={styles.photoActions}>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="file"
            accept={profilePhotoTypes.join(',')}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('profile.photo.label')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void handleFile(event)}
          />
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            {t(shownUrl ? 'profile.photo.change' : 'profile.photo.choose')}
          </Button>
          {shownUrl ? (
            <Button
              variant="ghost"
              onClick={() => {
                setProblem(null);
                onChange({ ...noPhotoChange, isRemoved: currentUrl !== null });
              }}
            >
              {t('profile.photo.remove')}
            </Button>
          ) : null}
        </div>
        {problem ? (
          <p className={styles.photoError} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
