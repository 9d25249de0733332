import { useId, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import {
  areaSignificantDigits,
  areaUnitIds,
  areaUnits,
  convertArea,
  convertAreaExact,
  formatAreaInput,
  isAreaUnitId,
  parseAreaInput,
  type AreaUnitId,
} from '@/utils/area-units';
import { paths } from '@/utils/paths';
import pageStyles from '@/styles/page.module.css';
import styles from './area-converter.module.css';

type Side = 'from' | 'to';

interface ConverterState {
  units: Record<Side, AreaUnitId>;
  texts: Record<Side, string>;
  /** The side the visitor typed in last: the other side follows it. */
  anchor: Side;
}

const other = (side: Side): Side => (side === 'from' ? 'to' : 'from');

/** The other side's text for the anchor's text and the units. */
function follow(state: ConverterState): ConverterState {
  const { anchor, units, texts } = state;
  const value = parseAreaInput(texts[anchor]);
  const target = other(anchor);
  const converted =
    value === null ? '' : formatAreaInput(convertArea(value, units[anchor], units[target]));
  return { ...state, texts: { ...texts, [target]: converted } };
}

const initialState: ConverterState = follow({
  units: { from: 'sq_ft', to: 'sq_m' },
  texts: { from: '1000', to: '' },
  anchor: 'from',
});

/**
 * /area-converter: two linked fields, each with its unit; typing in either converts into the
 * other at once (6 significant digits). Below, the area in every unit and the size each unit is
 * taken to be, with the region for units that differ from place to place.
 */
export function AreaConverterScreen() {
  const { t, locale } = useSiteText();
  const settings = useSiteSettings();
  const [state, setState] = useState(initialState);
  const id = useId();
  const title = t('area.title');
  const number = new Intl.NumberFormat(locale, { maximumSignificantDigits: areaSignificantDigits });
  const anchorValue = parseAreaInput(state.texts[state.anchor]);
  const unitName = (unit: AreaUnitId) => t(`area.unit.${unit}`);

  const typeIn = (side: Side, text: string) =>
    setState((current) =>
      follow({ ...current, anchor: side, texts: { ...current.texts, [side]: text } }),
    );
  const chooseUnit = (side: Side, unit: string) => {
    if (!isAreaUnitId(unit)) return;
    setState((current) => follow({ ...current, units: { ...current.units, [side]: unit } }));
  };
  const swap = () =>
    setState((current) => ({
      units: { from: current.units.to, to: current.units.from },
      texts: { from: current.texts.to, to: current.texts.from },
      anchor: other(current.anchor),
    }));

  const field = (side: Side) => {
    const invalid = state.texts[side].trim() !== '' && parseAreaInput(state.texts[side]) === null;
    const inputId = `${id}-${side}-value`;
    const errorId = `${id}-${side}-error`;
    return (
      <fieldset className={styles.side}>
        <legend className={styles.legend}>{t(`area.${side}`)}</legend>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={inputId}>
              {t('area.value')}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={state.texts[side]}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => typeIn(side, event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-${side}-unit`}>
              {t('area.unit_label')}
            </label>
            <select
              id={`${id}-${side}-unit`}
              className={styles.select}
              value={state.units[side]}
              onChange={(event) => chooseUnit(side, event.target.value)}
            >
              {areaUnitIds.map((unit) => (
                <option key={unit} value={unit}>
                  {unitName(unit)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {invalid ? (
          <p id={errorId} className={styles.error}>
            {t('area.invalid')}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const definition = (unit: AreaUnitId) => {
    const { definedAs, region } = areaUnits[unit];
    if (!definedAs) return t('area.definition.base');
    const size = t('area.definition.size', {
      count: number.format(definedAs.count),
      unit: unitName(definedAs.of),
    });
    return region ? `${size} (${t(`area.region.${region}`)})` : size;
  };

  return (
    <PageShell
      title={title}
      description={t('area.meta.description', { name: settings.company_name })}
      canonicalPath={paths.areaConverter()}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: title,
        applicationCategory: 'UtilitiesApplication',
        operatingSystem: 'Any',
      }}
    >
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{title}</h1>
          <p className={pageStyles.intro}>{t('area.intro')}</p>
        </header>
        <form className={styles.card} onSubmit={(event) => event.preventDefault()}>
          <div className={styles.converter}>
            {field('from')}
            <button
              type="button"
              className={`button button-secondary ${styles.swap}`}
              onClick={swap}
            >
              <span aria-hidden="true">⇄</span> {t('area.swap')}
            </button>
            {field('to')}
          </div>
          <p className={styles.note}>{t('area.precision', { digits: areaSignificantDigits })}</p>
          <p className="visually-hidden" aria-live="polite">
            {anchorValue === null || state.texts[other(state.anchor)] === ''
              ? ''
              : t('area.result', {
                  value: number.format(anchorValue),
                  unit: unitName(state.units[state.anchor]),
                  result: number.format(
                    convertArea(
                      anchorValue,
                      state.units[state.anchor],
                      state.units[other(state.anchor)],
                    ),
                  ),
                  result_unit: unitName(state.units[other(state.anchor)]),
                })}
          </p>
        </form>
        <section className={styles.units} aria-labelledby={`${id}-units`}>
          <h2 id={`${id}-units`} className={styles.sectionTitle}>
            {t('area.units.title')}
          </h2>
          <p className={pageStyles.intro}>{t('area.units.intro')}</p>
          <div className={styles.tableScroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('area.units.unit')}</th>
                  <th scope="col">{t('area.units.size')}</th>
                  <th scope="col">
                    {anchorValue === null
                      ? t('area.units.your_area')
                      : t('area.units.your_area_of', {
                          value: number.format(anchorValue),
                          unit: unitName(state.units[state.anchor]),
                        })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {areaUnitIds.map((unit) => (
                  <tr key={unit}>
                    <th scope="row">{unitName(unit)}</th>
                    <td>{definition(unit)}</td>
                    <td className={styles.numeric}>
                      {anchorValue === null
                        ? '–'
                        : number.format(
                            convertAreaExact(anchorValue, state.units[state.anchor], unit),
                          )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </PageShell>
  );
}
