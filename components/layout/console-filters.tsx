import { useRouter } from 'next/router';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSiteText } from './use-site-text';
import styles from './console.module.css';

/** One filter of a console list: a text, search or date box, or a choice with "any" first. */
export interface ConsoleFilterField<N extends string> {
  name: N;
  label: string;
  type?: 'search' | 'text' | 'date';
  placeholder?: string;
  maxLength?: number;
  /** The choices of a select; its first option, "any", has the value ''. */
  choices?: readonly { value: string; label: string }[];
}

/** A list's filters as the address holds them (`?status=active`): each one's value, or ''. */
export function useAddressFilters<N extends string>(names: readonly N[]): Record<N, string> {
  const { query } = useRouter();
  return Object.fromEntries(
    names.map((name) => {
      const value = query[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<N, string>;
}

/** The address parameters of filters: an empty filter is left out. */
export const filterParameters = <N extends string>(values: Record<N, string>) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([name, value]) => [name, value || null]),
  ) as Record<N, string | null>;

export interface ConsoleFiltersProps<N extends string> {
  fields: readonly ConsoleFilterField<N>[];
  /** The filters in force (from `useAddressFilters`). */
  values: Record<N, string>;
  /** The address of the list's first page under other filters. */
  pathFor: (values: Record<N, string>) => string;
  /** The form's accessible name. */
  label?: string;
  submitText?: string;
  /** More buttons beside "Search" (an export), and what they report. */
  children?: ReactNode;
}

/**
 * A console list's filters: a search form whose values go to the address, so a filtered list
 * can be bookmarked, shared and paged with plain links.
 */
export function ConsoleFilters<N extends string>({
  fields,
  values,
  pathFor,
  label,
  submitText,
  children,
}: ConsoleFiltersProps<N>) {
  const { t } = useSiteText();
  const router = useRouter();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      fields.map((field) => [field.name, String(form.get(field.name) ?? '').trim()]),
    ) as Record<N, string>;
    void router.push(pathFor(next), undefined, { shallow: true });
  };
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={label}
      onSubmit={submit}
      key={JSON.stringify(values)}
    >
      {fields.map((field) => {
        const control = {
          id: `${id}-${field.name}`,
          name: field.name,
          defaultValue: values[field.name],
          className: styles.control,
        };
        return (
          <label key={field.name} className={styles.field} htmlFor={control.id}>
            {field.label}
            {field.choices ? (
              <select {...control}>
                <option value="">{t('console.users.any')}</option>
                {field.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                type={field.type ?? 'text'}
                placeholder={field.placeholder}
                maxLength={field.maxLength}
              />
            )}
          </label>
        );
      })}
      <div className={children ? styles.filterActionsRow : styles.filterActions}>
        <Button type="submit">{submitText ?? t('common.search')}</Button>
        {children}
      </div>
    </form>
  );
}
