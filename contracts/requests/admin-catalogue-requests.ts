import { mixed, object, string, type InferType } from 'yup';
import { parameterKinds, type ParameterKind } from '../dto/category-dto';
import { fieldMessage } from '../field-message';
import { sequenceField } from './console-fields';
import { distinctTextList, idListField, knownIdField, searchField, slugField } from './field-kit';
import { limitField, offsetField, queryFlag } from './paging';

/** Parameter types whose value is one (or, for checkboxes, some) of a list of choices. */
export const choiceParameterKinds: readonly ParameterKind[] = [
  'dropdown',
  'radiobutton',
  'checkbox',
];

export const catalogueLimits = { name: 100, choice: 100, choices: 50 } as const;

/** `admin/categories` and `admin/parameters`: a page of every row, inactive ones too. */
export const adminCatalogueQuerySchema = object({
  limit: limitField(100, 200),
  offset: offsetField(),
  search: searchField(100).optional(),
});

export type AdminCatalogueQuery = InferType<typeof adminCatalogueQuerySchema>;

/**
 * `admin/categories` (POST): a new category (without `id`) or a change to one. `parameter_ids`
 * is the category's parameters in the order the listing form asks them ("4,9,2" or a list);
 * an icon is a multipart `image` file (PNG, JPEG or WebP), else the current one stays. A
 * category is taken off the site by making it inactive: its listings keep it.
 */
export const saveCategorySchema = object({
  id: knownIdField('There is no such category', 'id must be a number'),
  category: string()
    .trim()
    .required('validation.admin_catalogue.name_required')
    .max(
      catalogueLimits.name,
      fieldMessage('validation.admin_catalogue.name_too_long', { max: catalogueLimits.name }),
    ),
  slug_id: slugField(
    'validation.admin_catalogue.slug',
    'validation.admin_catalogue.slug',
  ).optional(),
  is_active: queryFlag().default(1),
  sequence: sequenceField(),
  parameter_ids: idListField('parameter_ids')
    .test('unique', 'validation.admin_catalogue.parameter_once', (ids) =>
      ids ? new Set(ids).size === ids.length : true,
    )
    .default([]),
});

export type SaveCategoryInput = InferType<typeof saveCategorySchema>;

const choicesField = () =>
  distinctTextList(
    { length: catalogueLimits.choice, count: catalogueLimits.choices },
    {
      notText: 'A choice is a text',
      empty: 'validation.admin_catalogue.choice_empty',
      tooLong: fieldMessage('validation.admin_catalogue.choice_too_long', {
        max: catalogueLimits.choice,
      }),
      notList: 'type_values must be a list of texts',
      tooMany: fieldMessage('validation.admin_catalogue.choices_max', {
        max: catalogueLimits.choices,
      }),
      repeated: 'validation.admin_catalogue.choice_once',
    },
  );

/**
 * `admin/parameters` (POST): a new parameter (without `id`) or a change to one. Dropdown, radio
 * button and checkbox parameters need two or more choices, other types none. A file parameter
 * cannot be required: the listing calls take no file for it.
 */
export const saveParameterSchema = object({
  id: knownIdField('There is no such parameter', 'id must be a number'),
  name: string()
    .trim()
    .required('validation.admin_catalogue.name_required')
    .max(
      catalogueLimits.name,
      fieldMessage('validation.admin_catalogue.name_too_long', { max: catalogueLimits.name }),
    ),
  type_of_parameter: mixed<ParameterKind>()
    .oneOf([...parameterKinds], 'validation.admin_catalogue.type')
    .required('validation.admin_catalogue.type'),
  type_values: choicesField().when('type_of_parameter', {
    is: (type: ParameterKind) => choiceParameterKinds.includes(type),
    then: (schema) => schema.min(2, 'validation.admin_catalogue.choices_min'),
    otherwise: (schema) => schema.max(0, 'validation.admin_catalogue.choices_none'),
  }),
  is_required: queryFlag()
    .default(0)
    .test(
      'file-not-required',
      'validation.admin_catalogue.file_not_required',
      (value, context) => !(value === 1 && context.parent?.type_of_parameter === 'file'),
    ),
});

export type SaveParameterInput = InferType<typeof saveParameterSchema>;
