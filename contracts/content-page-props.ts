import type { SiteTextDto } from './dto/site-text-dto';
import type { ArticleCategoryDto } from './dto/article-category-dto';
import type { MortgageCalculatorInput } from './requests/mortgage-requests';
import type { PageBaseProps } from './page-base-props';

/**
 * `/mortgage-calculator`: the inputs the page opens with (the URL's, else an example); their
 * calculation is prefetched under `mortgageKeys.calculation(initialInput)`.
 */
export interface MortgageCalculatorPageProps extends PageBaseProps {
  initialInput: MortgageCalculatorInput;
}

/** Articles a page of the article list shows. */
export const articleListPageSize = 12;

/**
 * `/articles` (`?category=<slug>&page=<n>`): the categories holding articles and the one chosen;
 * the page's articles are prefetched under `contentKeys.articles({ categoryId, page })` as
 * `{ articles, total }`.
 */
export interface ArticleListPageProps extends PageBaseProps {
  categories: ArticleCategoryDto[];
  category: ArticleCategoryDto | null;
  page: number;
}

/**
 * `/articles/{slug}`: the article is prefetched under `contentKeys.article(slug)`, the latest
 * articles under `contentKeys.latestArticles()`.
 */
export interface ArticleDetailPageProps extends PageBaseProps {
  slug: string;
}

/** `/about-us`, `/privacy-policy`, `/terms-and-conditions`: the site text, ready to show. */
export interface SiteTextPageProps extends PageBaseProps {
  text: SiteTextDto;
}
