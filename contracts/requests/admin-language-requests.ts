import { array, object, string, type InferType } from 'yup';
import { catalogueTranslationKinds } from '../dto/admin-language-dto';
import { fieldMessage } from '../field-message';
import { idField, searchField } from './field-kit';
import { optionalFlag, pageFields, queryFlag } from './paging';

/** The longest interface string or catalogue name the console stores. */
export const translationValueMax = 2000;
export const catalogueNameMax = 150;

const languageCodeField = () =>
  string()
    .trim()
    .matches(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'language is a language code such as en or ar');

/** `admin/languages` (POST): shows (`is_active` 1) or hides (0) a language. */
export const languageVisibilitySchema = object({
  code: languageCodeField().required('code is required'),
  is_active: queryFlag().required('is_active is 1 or 0'),
});

/** `admin/translations` (GET): one language's strings, filtered and paged. */
export const translationsQuerySchema = object({
  language: languageCodeField().required('language is required'),
  search: searchField(),
  untranslated: optionalFlag(),
  ...pageFields(50, 200),
});

/**
 * `admin/translations` (POST): the text of one key in one language; an empty value removes the
 * stored text (the language file's shows again). The server also refuses a key the English file
 * lacks and a text without one of the English text's placeholders.
 */
export const saveTranslationSchema = object({
  language: languageCodeField().required('language is required'),
  key: string()
    .trim()
    .max(200, 'key is at most 200 characters')
    .required('validation.admin_languages.key_required'),
  value: string()
    .max(
      translationValueMax,
      fieldMessage('validation.admin_languages.value_too_long', { max: translationValueMax }),
    )
    .default(''),
});

/** `admin/catalogue-translations` (GET): the catalogue's names in one language. */
export const catalogueTranslationsQuerySchema = object({
  language: languageCodeField().required('language is required'),
  kind: string().oneOf([...catalogueTranslationKinds], 'kind is category, parameter or facility'),
});

/**
 * `admin/catalogue-translations` (POST): a category, parameter or facility's name (and a
 * parameter's choice labels) in one language; an empty name removes the translation.
 */
export const saveCatalogueTranslationSchema = object({
  language: languageCodeField().required('language is required'),
  kind: string()
    .oneOf([...catalogueTranslationKinds], 'kind is category, parameter or facility')
    .required('kind is required'),
  id: idField('id', 'id is not a known item').required('id is required'),
  name: string()
    .trim()
    .max(
      catalogueNameMax,
      fieldMessage('validation.admin_languages.value_too_long', { max: catalogueNameMax }),
    )
    .default(''),
  choices: array(
    string()
      .trim()
      .max(
        catalogueNameMax,
        fieldMessage('validation.admin_languages.value_too_long', { max: catalogueNameMax }),
      )
      .defined(),
  ).max(200, 'choices has at most 200 labels'),
});

export type LanguageVisibilityInput = InferType<typeof languageVisibilitySchema>;
export type TranslationsQuery = InferType<typeof translationsQuerySchema>;
export type SaveTranslationInput = InferType<typeof saveTranslationSchema>;
export type CatalogueTranslationsQuery = InferType<typeof catalogueTranslationsQuerySchema>;
export type SaveCatalogueTranslationInput = InferType<typeof saveCatalogueTranslationSchema>;
