import { describe, expect, it } from 'vitest';
import { articleCard } from '@/contracts/article-card';
import { categoryTile, chosenCategory } from '@/contracts/category-tile';
import { aCategory, anArticle } from '../support/fixtures/homepage-fixture';

describe('categoryTile', () => {
  it('keeps everything a tile shows and leaves the parameters out', () => {
    const category = aCategory({ id: 7, slug_id: 'loft', category: 'Loft' });
    const tile = categoryTile(category);
    expect(tile).not.toHaveProperty('parameter_types');
    const { parameter_types: _parameters, ...shown } = category;
    expect(tile).toEqual(shown);
  });
});

describe('chosenCategory', () => {
  const categories = [
    aCategory({ id: 3, slug_id: 'villa' }),
    aCategory({ id: 4, slug_id: 'apartment' }),
  ];

  it('finds the category by id first, else by slug', () => {
    expect(chosenCategory({ category_id: 4 }, categories)?.slug_id).toBe('apartment');
    expect(chosenCategory({ category_slug_id: 'villa' }, categories)?.id).toBe(3);
    expect(chosenCategory({ category_id: 4, category_slug_id: 'villa' }, categories)?.id).toBe(4);
  });

  it('finds none for an unknown category or no choice', () => {
    expect(chosenCategory({ category_id: 99 }, categories)).toBeNull();
    expect(chosenCategory({ category_slug_id: 'castle' }, categories)).toBeNull();
    expect(chosenCategory({}, categories)).toBeNull();
  });
});

describe('articleCard', () => {
  it('keeps the summary and leaves the body and page metadata out', () => {
    const article = anArticle({ meta_title: 'Title', meta_keywords: 'a, b' });
    const card = articleCard(article);
    for (const hidden of ['description', 'meta_title', 'meta_description', 'meta_keywords']) {
      expect(card).not.toHaveProperty(hidden);
    }
    expect(card).toMatchObject({ id: article.id, title: article.title, summary: article.summary });
  });
});
