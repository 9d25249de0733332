import type { ArticleDto } from '@/contracts/dto/article-dto';
import type { FaqDto } from '@/contracts/dto/faq-dto';
import { imageUrl } from '../storage/media-url';
import type { ArticleRow, FaqRow } from './content-repository';
import { looksLikeHtml, plainTextOf } from './sanitize-admin-html';

export function toFaqDto(row: FaqRow): FaqDto {
  return { id: row.id, question: row.question, answer: row.answer };
}

/** The first sentences of the body, up to about 220 characters, for cards. */
export function summarise(body: string, maxLength = 220): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [];
  let summary = '';
  for (const sentence of sentences) {
    if ((summary + sentence).length > maxLength) break;
    summary += sentence;
  }
  return summary.trim() || `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

export function toArticleDto(row: ArticleRow): ArticleDto {
  return {
    id: row.id,
    title: row.title,
    slug_id: row.slugId,
    summary: summarise(looksLikeHtml(row.body) ? plainTextOf(row.body) : row.body),
    description: row.body,
    image: imageUrl(row.image, 'large'),
    category:
      row.categoryId !== null && row.categoryName !== null && row.categorySlugId !== null
        ? {
            id: row.categoryId,
            category: row.categoryName,
            slug_id: row.categorySlugId,
            translations: row.categoryTranslations ?? {},
          }
        : null,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
    created_at: row.createdAt.toISOString(),
  };
}
