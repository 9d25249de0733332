import type { APIRequestContext } from '@playwright/test';

interface CatalogueCategory {
  id: number;
  parameter_types: {
    id: number;
    type_of_parameter: string;
    type_values: string[];
    is_required: boolean;
  }[];
}

/**
 * The catalogue's first category and a value of its kind for each of its required parameters,
 * as post_property's `category_id` and `parameters` fields take them.
 */
export async function firstCategoryFields(
  request: APIRequestContext,
): Promise<{ category_id: string; parameters: string }> {
  const answer = await request.get('/api/get_categories', { params: { limit: 1 } });
  const category = ((await answer.json()) as { data: CatalogueCategory[] }).data[0];
  if (!category) throw new Error(`get_categories answered no category (${answer.status()})`);
  const parameters = category.parameter_types
    .filter((parameter) => parameter.is_required)
    .map((parameter) => ({
      parameter_id: parameter.id,
      value: parameter.type_values[0] ?? (parameter.type_of_parameter === 'number' ? '2' : 'Yes'),
    }));
  return { category_id: String(category.id), parameters: JSON.stringify(parameters) };
}
