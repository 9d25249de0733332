import styles from './segmented-control.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  /** The radio group's name (unique on the page). */
  name: string;
  /** What is being chosen, for assistive technology. */
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A choice of one option shown as a segmented pill: native radio buttons (arrow keys move
 * between them), styled as segments.
 */
export function SegmentedControl<T extends string>(props: SegmentedControlProps<T>) {
  const { name, legend, options, value, onChange } = props;
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.label}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
