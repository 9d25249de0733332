import type { PageWindow } from '../page-window';

/** A page of the administrator's articles: the title search and the category ('' for any). */
export interface AdminArticlesPage extends PageWindow {
  search: string;
  categoryId: string;
}

/** Query keys of the administrator's catalogue: every category and parameter, inactive too. */
export const adminCatalogueKeys = {
  all: ['admin-catalogue'] as const,
  categories: () => [...adminCatalogueKeys.all, 'categories'] as const,
  parameters: () => [...adminCatalogueKeys.all, 'parameters'] as const,
  facilities: () => [...adminCatalogueKeys.all, 'facilities'] as const,
  faqs: () => [...adminCatalogueKeys.all, 'faqs'] as const,
  reportReasons: () => [...adminCatalogueKeys.all, 'report-reasons'] as const,
  siteTexts: () => [...adminCatalogueKeys.all, 'site-texts'] as const,
  articles: (page: AdminArticlesPage) => [...adminCatalogueKeys.all, 'articles', page] as const,
  articleCategories: () => [...adminCatalogueKeys.all, 'article-categories'] as const,
};
