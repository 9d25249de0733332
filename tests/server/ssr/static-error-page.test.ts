import { describe, expect, it } from 'vitest';
import arabic from '@/locales/ar.json';
import english from '@/locales/en.json';
import { stringsForPage } from '@/contracts/page-strings';
import { getStaticProps } from '@/server/ssr/static-error-page';

type ErrorPageProps = {
  props: { language: { code: string; translations: Record<string, string> } };
};

describe('static error pages', () => {
  it('are built from the English language file with only the strings the shell and the error need', async () => {
    const { props } = (await getStaticProps({})) as ErrorPageProps;
    expect(props.language.code).toBe('en');
    expect(props.language.translations['errors.page_not_found.title']).toBe(
      english['errors.page_not_found.title'],
    );
    expect(props.language.translations).toEqual(stringsForPage(english, 'errorPage'));
    expect(Object.keys(props.language.translations).length).toBeLessThan(
      Object.keys(english).length,
    );
  });

  it('are built in the language of the URL, so /ar/… shows the Arabic error page', async () => {
    const { props } = (await getStaticProps({
      locale: 'ar',
      defaultLocale: 'en',
    })) as ErrorPageProps;
    expect(props.language.code).toBe('ar');
    expect(props.language.translations['errors.page_not_found.title']).toBe(
      arabic['errors.page_not_found.title'],
    );
  });
});
