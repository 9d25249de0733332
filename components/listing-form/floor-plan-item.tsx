import { useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import { projectUploadLimits } from '@/contracts/project-upload-limits';
import { megabyte } from '@/contracts/listing-upload-limits';
import { checkFileLimit } from './check-listing-file';
import styles from './listing-form.module.css';
import { chosenFileOf, releaseChosen } from './use-file-choice';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { TextField } from '@/components/ui/text-field';
import { useFieldError } from '@/components/ui/use-field-error';
import type { FloorPlanValue, ProjectFormValues } from './project-form-values';
import planStyles from './project-form.module.css';
import { MediaFieldMessages } from './media-field-parts';

const limit = projectUploadLimits.plan_documents;

export interface FloorPlanItemProps {
  plan: FloorPlanValue;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The plan's file: the new choice, else the saved one; an image shows, a PDF is named. */
function PlanFilePreview({ plan, title }: { plan: FloorPlanValue; title: string }) {
  const { t } = useSiteText();
  if (plan.file?.previewUrl) {
    return <img className={styles.thumb} src={plan.file.previewUrl} alt={title} />;
  }
  if (plan.file) return <span className={styles.fileName}>{plan.file.file.name}</span>;
  if (plan.saved?.kind === 'image') {
    return <img className={styles.thumb} src={plan.saved.url} alt={title} />;
  }
  if (plan.saved) {
    return (
      <a href={plan.saved.url} target="_blank" rel="noopener" className={styles.fileName}>
        {t('project_form.plans.saved_pdf')}
      </a>
    );
  }
  return null;
}

/**
 * One floor plan: its title, its image or PDF (chosen, checked and previewed), and buttons to
 * move it up or down and to remove it. The buttons name the plan for screen readers.
 */
export function FloorPlanItem({ plan, index, count, onMove, onRemove }: FloorPlanItemProps) {
  const { t } = useSiteText();
  const id = useId();
  const { setValues, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileError = useFieldError(`plans.${index}.file`);
  const name = plan.title.trim() || t('project_form.plans.number', { number: index + 1 });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkFileLimit(limit, file);
    if (found) {
      setProblem(
        t(`listing_form.media.problem.${found}`, {
          name: file.name,
          mb: Math.round(limit.maxBytes / megabyte),
          min: limit.minWidth,
        }),
      );
      return;
    }
    setProblem(null);
    const chosen = chosenFileOf(file, file.type !== 'application/pdf');
    releaseChosen(plan.file);
    await setValues((current) => ({
      ...current,
      plans: current.plans.map((item) =>
        item.key === plan.key ? { ...item, file: chosen } : item,
      ),
    }));
    void setFieldTouched(`plans.${index}.file`, true);
  };

  return (
    <li className={planStyles.plan} data-plan-key={plan.key}>
      <fieldset className={planStyles.planFields}>
        <legend className={planStyles.planLegend}>
          {t('project_form.plans.number', { number: index + 1 })}
        </legend>
        <TextField
          name={`plans.${index}.title`}
          label={t('project_form.plans.title')}
          maxLength={120}
        />
        <div data-invalid={fileError ? 'true' : undefined} className={planStyles.planFile}>
          <PlanFilePreview plan={plan} title={name} />
          <input
            ref={inputRef}
            type="file"
            accept={limit.accept}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('project_form.plans.file_named', { name })}
            onChange={(event) => {
              const [file] = [...(event.target.files ?? [])];
              event.target.value = '';
              void choose(file);
            }}
          />
          <Button
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            aria-describedby={fileError ? `${id}-error` : `${id}-hint`}
          >
            {t(
              plan.file || plan.saved ? 'listing_form.media.replace' : 'project_form.plans.choose',
            )}
          </Button>
          <p className={fieldStyles.hint} id={`${id}-hint`}>
            {t('project_form.plans.file_hint', { mb: Math.round(limit.maxBytes / megabyte) })}
          </p>
          <MediaFieldMessages id={id} problem={problem} error={fileError} />
        </div>
      </fieldset>
      <div className={planStyles.planActions}>
        <Button
          variant="ghost"
          data-move="up"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t('project_form.plans.move_up_named', { name })}
        >
          {t('project_form.plans.move_up')}
        </Button>
        <Button
          variant="ghost"
          data-move="down"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t('project_form.plans.move_down_named', { name })}
        >
          {t('project_form.plans.move_down')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => onRemove(index)}
          aria-label={t('listing_form.media.remove_named', { name })}
        >
          {t('listing_form.media.remove')}
        </Button>
      </div>
    </li>
  );
}
