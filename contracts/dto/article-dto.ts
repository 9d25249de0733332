import type { CatalogueTranslations } from './catalogue-translations';

export interface ArticleCategoryRefDto {
  id: number;
  category: string;
  slug_id: string;
  translations: CatalogueTranslations;
}

export interface ArticleDto {
  id: number;
  title: string;
  slug_id: string;
  /** Plain-text summary for cards (first sentences of the body). */
  summary: string;
  /** The body: sanitised HTML, or paragraphs of plain text separated by blank lines. */
  description: string;
  image: string | null;
  category: ArticleCategoryRefDto | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  created_at: string;
}

/** An article as a card (the home page; articleCard in contracts/article-card.ts makes one). */
export type ArticleCardDto = Omit<
  ArticleDto,
  'description' | 'meta_title' | 'meta_description' | 'meta_keywords'
>;
