import Link from 'next/link';
import { useRouter } from 'next/router';
import { useUnsubscribeFromEmails } from '@/api/notifications/unsubscribe';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteText } from '@/components/layout/use-site-text';
import { apiErrorText } from '@/components/ui/api-error-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import pageStyles from '@/styles/page.module.css';
import { paths } from '@/utils/paths';
import styles from './unsubscribe-screen.module.css';

/**
 * /unsubscribe?token=…: an email's unsubscribe link. Opening the page changes nothing (mail
 * scanners open links); the button turns that kind of email off, with no sign-in.
 */
export function UnsubscribeScreen() {
  const { t } = useSiteText();
  const router = useRouter();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const unsubscribe = useUnsubscribeFromEmails();
  const kind = unsubscribe.data?.type;

  return (
    <PageShell
      title={t('unsubscribe.title')}
      description={t('unsubscribe.intro')}
      canonicalPath={null}
      noIndex
    >
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.head}>
          <h1 className={pageStyles.title}>{t('unsubscribe.title')}</h1>
        </header>
        <div className={styles.panel}>
          {kind ? (
            <FormAlert tone="success">
              {t('unsubscribe.done', { kind: t(`unsubscribe.kind.${kind}`) })}
            </FormAlert>
          ) : !token ? (
            <FormAlert>{t('unsubscribe.no_token')}</FormAlert>
          ) : (
            <>
              <p className={pageStyles.intro}>{t('unsubscribe.intro')}</p>
              {unsubscribe.isError && <FormAlert>{apiErrorText(unsubscribe.error, t)}</FormAlert>}
              <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
                {t('unsubscribe.confirm')}
              </Button>
            </>
          )}
          <p className={pageStyles.intro}>
            <Link href={paths.home()}>{t('unsubscribe.home')}</Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
