import { object, string } from 'yup';
import { queryFlag } from './paging';

/** `get_languages`: without language_code the list; with it, that language's strings. */
export const getLanguagesSchema = object({
  language_code: string()
    .trim()
    .matches(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'language_code is a language code such as en or ar')
    .optional(),
  web_language_file: queryFlag().optional(),
});
