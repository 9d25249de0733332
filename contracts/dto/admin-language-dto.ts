import type { LanguageDto } from './language-dto';

/** `admin/languages`: a language of the table, hidden or not, and whether it has its file. */
export interface AdminLanguageDto extends LanguageDto {
  is_active: boolean;
  /**
   * Whether the site's build has a URL for it (a file in locales/ when it was built): without
   * one it cannot be offered until its file is added and the site rebuilt.
   */
  has_file: boolean;
  /** Strings edited in the console for this language. */
  overrides: number;
}

/** `admin/translations`: one interface string in one language, with its English beside it. */
export interface AdminTranslationDto {
  key: string;
  english: string;
  /** The language file's own text (null: the file lacks the key). */
  file_value: string | null;
  /** The text stored in the console over the file (null: none). */
  override: string | null;
  /** What the site shows: the override, else the file's text, else the English. */
  value: string;
  /** False when the language lacks the key or shows the English text. */
  translated: boolean;
}

export const catalogueTranslationKinds = ['category', 'parameter', 'facility'] as const;
export type CatalogueTranslationKind = (typeof catalogueTranslationKinds)[number];

/** `admin/catalogue-translations`: a category, parameter or facility's name in one language. */
export interface AdminCatalogueTranslationDto {
  kind: CatalogueTranslationKind;
  id: number;
  /** The default-language name (and a parameter's choices). */
  name: string;
  choices: string[];
  /** The name in the language asked (null: not translated). */
  translated_name: string | null;
  /** Choice labels in that language, index-aligned with `choices` (parameters only). */
  translated_choices: string[];
}
