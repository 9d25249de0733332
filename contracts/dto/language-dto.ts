export interface LanguageDto {
  code: string;
  name: string;
  name_in_english: string;
  rtl: boolean;
  is_default: boolean;
}

/** `get_languages` with `language_code` (and `web_language_file`): one language and its strings. */
export interface LanguageFileDto extends LanguageDto {
  /** Flat translation map: "home.hero.title" → "Find your next home". */
  translations: Record<string, string>;
}
