import { number } from 'yup';
import { emptyToNull } from './field-kit';

/**
 * Latitude (±90) or longitude (±180) picked on a map. Apart from field-kit.ts: its messages are
 * the form's (validation.*), and the pages that read only field-kit's shapes need not carry them.
 */
export const coordinateField = (name: 'latitude' | 'longitude', limit: 90 | 180) =>
  number()
    .transform(emptyToNull)
    .nullable()
    .typeError(`validation.${name}_number`)
    .min(-limit, `validation.${name}_invalid`)
    .max(limit, `validation.${name}_invalid`);
