import { number, string } from 'yup';
import { fieldMessage } from '../field-message';

/** The most an entry's order may be. */
export const maxSequence = 10_000;

/** A console entry's name (a category, a question, a package): required, at most `max` long. */
export const consoleNameField = (max: number) =>
  string()
    .trim()
    .required('validation.admin_catalogue.name_required')
    .max(max, fieldMessage('validation.admin_catalogue.name_too_long', { max }));

/** Where a console entry stands in its list: 0 to 10000, first 0. */
export const sequenceField = () =>
  number()
    .typeError('validation.admin_catalogue.sequence')
    .integer('validation.admin_catalogue.sequence')
    .min(0, 'validation.admin_catalogue.sequence')
    .max(maxSequence, 'validation.admin_catalogue.sequence')
    .default(0);
