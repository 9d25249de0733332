import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '@/components/content/article-detail-screen';
import { faqsJsonLd } from '@/components/content/faqs-screen';
import { someWebSettings } from '../../support/client-fixtures';
import { anArticle } from '../../support/fixtures/homepage-fixture';

describe('the content pages’ structured data', () => {
  it('describes the FAQs as a FAQPage of questions with accepted answers', () => {
    expect(faqsJsonLd([{ id: 1, question: 'Is it free?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });

  it('describes an article with absolute URLs, its date, section and the site as publisher', () => {
    const settings = { ...someWebSettings(), site_url: 'https://hearth.example' };
    const data = articleJsonLd(anArticle(), settings);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'How to choose a neighbourhood',
      image: ['https://hearth.example/media/articles/neighbourhood.jpg'],
      datePublished: '2025-03-14T10:00:00.000Z',
      articleSection: 'Buying guides',
      mainEntityOfPage: 'https://hearth.example/articles/how-to-choose-a-neighbourhood',
      publisher: { '@type': 'Organization', name: settings.company_name },
    });
  });
});
