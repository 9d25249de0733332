/** A category that holds published articles (the article list's category links). */
export interface ArticleCategoryDto {
  id: number;
  category: string;
  slug_id: string;
  /** How many published articles it holds. */
  articles: number;
}
