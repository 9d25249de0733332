import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { hasPage } from '@/utils/site-pages';
import { ErrorPanel } from '@/components/ui/error-panel';

/** The 500 page: the spec's "Oops! Something went wrong" and ways onward. */
export function ServerErrorScreen() {
  const { t } = useSiteText();
  return (
    <PageShell
      title={t('common.something_went_wrong')}
      description={t('errors.server_error.text')}
      canonicalPath={null}
      noIndex
    >
      <ErrorPanel
        code="500"
        title={t('common.something_went_wrong')}
        text={t('errors.server_error.text')}
        links={[
          { label: t('errors.go_home'), href: paths.home(), primary: true },
          { label: t('nav.contact'), href: paths.contact() },
        ].filter((link) => hasPage(link.href))}
      />
    </PageShell>
  );
}
