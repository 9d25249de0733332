import { useField } from 'formik';
import { useId, useState } from 'react';
import type { AdminParameterDto } from '@/contracts/dto/admin-catalogue-dto';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { describedBy, FieldFrame, fieldIds } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { useFieldError } from '@/components/ui/use-field-error';
import consoleStyles from '@/components/layout/console.module.css';
import styles from './moderation.module.css';
import { labelAndHint } from '@/components/ui/label-and-hint';

export interface CategoryParametersFieldProps {
  /** The Formik field: the chosen parameter ids in the listing form's order. */
  name: string;
  parameters: readonly AdminParameterDto[];
}

/** The parameters a category asks for, in order: add one, move one up or down, remove one. */
export function CategoryParametersField({ name, parameters }: CategoryParametersFieldProps) {
  const { t } = useSiteText();
  const [field, , helpers] = useField<number[]>(name);
  const error = useFieldError(name);
  const ids = fieldIds(useId());
  const chosen = field.value;
  const [picked, setPicked] = useState('');
  const nameOf = (id: number) => parameters.find((item) => item.id === id)?.name ?? `#${id}`;
  const available = parameters.filter((item) => !chosen.includes(item.id));
  const set = (next: number[]) => void helpers.setValue(next);
  const move = (index: number, step: -1 | 1) => {
    const next = [...chosen];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + step, 0, item);
    set(next);
  };
  return (
    <FieldFrame ids={ids} {...labelAndHint(t, 'admin_catalogue.parameters')} error={error}>
      {chosen.length > 0 ? (
        <ol className={styles.orderedChoices}>
          {chosen.map((id, index) => (
            <li key={id}>
              <bdi>{nameOf(id)}</bdi>
              <span>
                <Button
                  variant="ghost"
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('admin_catalogue.move_up', { name: nameOf(id) })}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  type="button"
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('admin_catalogue.move_down', { name: nameOf(id) })}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  type="button"
                  onClick={() => set(chosen.filter((item) => item !== id))}
                  aria-label={t('admin_catalogue.remove_parameter', { name: nameOf(id) })}
                >
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={consoleStyles.muted}>{t('admin_catalogue.no_parameters')}</p>
      )}
      <div className={styles.addChoice}>
        <select
          id={ids.inputId}
          className={fieldStyles.control}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, true, Boolean(error))}
        >
          <option value="">{t('admin_catalogue.choose_parameter')}</option>
          {available.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          type="button"
          disabled={picked === ''}
          onClick={() => {
            set([...chosen, Number(picked)]);
            setPicked('');
          }}
        >
          {t('admin_catalogue.add_to_category')}
        </Button>
      </div>
    </FieldFrame>
  );
}
