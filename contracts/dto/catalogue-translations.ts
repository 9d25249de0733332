/** A catalogue entry's name (and a parameter's choice labels) in one language. */
export interface CatalogueTranslation {
  name: string;
  /** Parameters only: labels index-aligned with the canonical `type_values`. */
  choices?: string[];
}

/**
 * Names of a category, parameter or facility by language code ("ar" → …). The canonical
 * `name` / `category` and `type_values` stay the default-language values; listings store
 * canonical choice values and only labels are translated.
 */
export type CatalogueTranslations = Record<string, CatalogueTranslation>;
