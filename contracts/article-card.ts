import type { ArticleCardDto, ArticleDto } from './dto/article-dto';

/** An article as a card shows its summary, never its body or page metadata. */
export function articleCard({
  description: _body,
  meta_title: _title,
  meta_description: _description,
  meta_keywords: _keywords,
  ...card
}: ArticleDto): ArticleCardDto {
  return card;
}
