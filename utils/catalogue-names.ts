/** Same shape as contracts' CatalogueTranslations (utils may not import contracts). */
type CatalogueTranslations = Record<string, { name: string; choices?: readonly string[] }>;

/** A category (`category`), parameter or facility (`name`) with its names in other languages. */
export type CatalogueEntity =
  | { name: string; translations?: CatalogueTranslations }
  | { category: string; translations?: CatalogueTranslations };

/** A parameter's canonical choices with their translated labels. */
export interface ChoiceSource {
  type_values: readonly string[];
  translations?: CatalogueTranslations;
}

function translationOf(translations: CatalogueTranslations | undefined, languageCode: string) {
  if (!translations) return undefined;
  return translations[languageCode] ?? translations[languageCode.split('-')[0] ?? languageCode];
}

/** The entity's name in `languageCode`, or its canonical (default-language) name. */
export function catalogueName(entity: CatalogueEntity, languageCode: string): string {
  const canonical = 'category' in entity ? entity.category : entity.name;
  const translated = translationOf(entity.translations, languageCode)?.name?.trim();
  return translated ? translated : canonical;
}

/**
 * The label of a stored (canonical) choice value in `languageCode`; the value itself when it is
 * not one of the parameter's choices or has no label in that language. Only labels change: a
 * form still submits the canonical value.
 */
export function choiceLabel(parameter: ChoiceSource, value: string, languageCode: string): string {
  const index = parameter.type_values.indexOf(value);
  if (index < 0) return value;
  const label = translationOf(parameter.translations, languageCode)?.choices?.[index]?.trim();
  return label ? label : value;
}
