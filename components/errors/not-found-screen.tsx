import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { ErrorPanel } from '@/components/ui/error-panel';

/** The 404 page: says what happened and offers the way home or to the listings. */
export function NotFoundScreen() {
  const { t } = useSiteText();
  return (
    <PageShell
      title={t('errors.page_not_found.title')}
      description={t('errors.page_not_found.text')}
      canonicalPath={null}
      noIndex
    >
      <ErrorPanel
        code="404"
        title={t('errors.page_not_found.title')}
        text={t('errors.page_not_found.text')}
        links={[
          { label: t('errors.go_home'), href: paths.home(), primary: true },
          { label: t('errors.browse_properties'), href: paths.properties() },
          { label: t('nav.contact'), href: paths.contact() },
        ].filter((link) => hasPage(link.href))}
      />
    </PageShell>
  );
}
