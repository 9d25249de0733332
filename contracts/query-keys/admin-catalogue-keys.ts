/** Query keys of the administrator's catalogue: every category and parameter, inactive too. */
export const adminCatalogueKeys = {
  all: ['admin-catalogue'] as const,
  categories: () => [...adminCatalogueKeys.all, 'categories'] as const,
  parameters: () => [...adminCatalogueKeys.all, 'parameters'] as const,
  facilities: () => [...adminCatalogueKeys.all, 'facilities'] as const,
  faqs: () => [...adminCatalogueKeys.all, 'faqs'] as const,
  reportReasons: () => [...adminCatalogueKeys.all, 'report-reasons'] as const,
  siteTexts: () => [...adminCatalogueKeys.all, 'site-texts'] as const,
};
