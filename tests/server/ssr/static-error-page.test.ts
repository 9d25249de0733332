import { describe, expect, it } from 'vitest';
import english from '@/locales/en.json';
import { getStaticProps } from '@/server/ssr/static-error-page';

describe('static error pages', () => {
  it('are built with the English language file, so they need no strings in the bundle', async () => {
    const result = await getStaticProps({});
    expect(result).toHaveProperty('props.language.code', 'en');
    const props = (result as { props: { language: { translations: Record<string, string> } } })
      .props;
    expect(props.language.translations['errors.page_not_found.title']).toBe(
      english['errors.page_not_found.title'],
    );
    expect(Object.keys(props.language.translations).length).toBe(Object.keys(english).length);
  });
});
