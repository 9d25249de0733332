import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { projectTextLimits } from '@/contracts/requests/project-requests';
import { FormSection } from './form-parts';
import styles from './listing-form.module.css';
import { releaseChosen } from './use-file-choice';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { FloorPlanItem } from './floor-plan-item';
import { isPlanFilled, newFloorPlan, type ProjectFormValues } from './project-form-values';
import planStyles from './project-form.module.css';

/** Where focus goes after a change: a plan's title, or its move button. */
type FocusTarget = { key: string; on: 'title' | 'up' | 'down' } | null;

function focusIn(list: HTMLElement | null, target: FocusTarget): void {
  if (!list || !target) return;
  const plan = list.querySelector<HTMLElement>(`[data-plan-key="${target.key}"]`);
  if (!plan) return;
  const wanted =
    target.on === 'title'
      ? plan.querySelector<HTMLElement>('input[type="text"], input:not([type])')
      : plan.querySelector<HTMLButtonElement>(`[data-move="${target.on}"]:not(:disabled)`);
  // At the top or the bottom the same button is disabled: the other one keeps the focus.
  const other = plan.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
  (wanted ?? other)?.focus();
}

/**
 * Step 3: the floor plans, in the order visitors see them. Each has a title and an image or a
 * PDF; plans move up or down and can be removed (a saved one goes with `remove_plans`). A new
 * plan is added only once the current ones are filled in (spec §5).
 */
export function FloorPlansEditor() {
  const { t } = useSiteText();
  const { values, setValues, setFieldTouched } = useFormikContext<ProjectFormValues>();
  const listRef = useRef<HTMLOListElement>(null);
  /** Where focus goes once the change is on screen; then nothing until the next change. */
  const focusTarget = useRef<FocusTarget>(null);
  const setFocusTarget = (target: FocusTarget) => {
    focusTarget.current = target;
  };
  const [blocked, setBlocked] = useState(false);
  const { plans } = values;
  const isFull = plans.length >= projectTextLimits.maxPlans;

  useEffect(() => {
    if (!focusTarget.current) return;
    focusIn(listRef.current, focusTarget.current);
    focusTarget.current = null;
  }, [plans, focusTarget]);

  const add = () => {
    const unfilled = plans.findIndex((plan) => !isPlanFilled(plan));
    if (unfilled >= 0) {
      setBlocked(true);
      void setFieldTouched(`plans.${unfilled}.title`, true);
      void setFieldTouched(`plans.${unfilled}.file`, true);
      const plan = plans[unfilled];
      if (plan) focusIn(listRef.current, { key: plan.key, on: 'title' });
      return;
    }
    setBlocked(false);
    const plan = newFloorPlan();
    void setValues((current) => ({ ...current, plans: [...current.plans, plan] }), false);
    setFocusTarget({ key: plan.key, on: 'title' });
  };

  const move = (from: number, to: number) => {
    const plan = plans[from];
    if (!plan || to < 0 || to >= plans.length) return;
    void setValues((current) => {
      const next = [...current.plans];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return { ...current, plans: next };
    });
    setFocusTarget({ key: plan.key, on: to < from ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    const plan = plans[index];
    if (!plan) return;
    releaseChosen(plan.file);
    setBlocked(false);
    void setValues((current) => ({
      ...current,
      plans: current.plans.filter((item) => item.key !== plan.key),
      removed_plans: plan.id === null ? current.removed_plans : [...current.removed_plans, plan.id],
    }));
    setFocusTarget(null);
  };

  return (
    <FormSection title={t('listing_form.steps.plans')} intro={t('project_form.plans.intro')}>
      <div className={styles.wide}>
        {plans.length === 0 ? <p>{t('project_form.plans.none')}</p> : null}
        <ol ref={listRef} className={planStyles.plans} aria-label={t('project_form.plans.list')}>
          {plans.map((plan, index) => (
            <FloorPlanItem
              key={plan.key}
              plan={plan}
              index={index}
              count={plans.length}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </ol>
        {blocked && !plans.every(isPlanFilled) ? (
          <p className={planStyles.blocked} role="alert">
            {t('project_form.plans.fill_current')}
          </p>
        ) : null}
        <Button variant="secondary" onClick={add} disabled={isFull}>
          {t('project_form.plans.add')}
        </Button>
        {isFull ? (
          <p className={planStyles.hint}>
            {t('project_form.plans.full', { max: projectTextLimits.maxPlans })}
          </p>
        ) : null}
      </div>
    </FormSection>
  );
}
