import { useRouter } from 'next/router';
import { useId, type FormEvent } from 'react';
import { useAgentList } from '@/api/agents/get-agent-list';
import type { AgentListPageProps } from '@/contracts/agent-page-props';
import { agentListPageSize } from '@/contracts/requests/agent-requests';
import { SearchIcon } from '@/components/layout/icons';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { listPage } from '@/hooks/use-list-page';
import { paths } from '@/utils/paths';
import { AgentCard } from './agent-card';
import pageStyles from '@/styles/page.module.css';
import styles from './agents.module.css';

export type AgentListScreenProps = Pick<AgentListPageProps, 'search' | 'page'>;

/** The list's URL for a search and page; page 1 has no page parameter. */
function listPath(search: string, page: number): string {
  return paths.agents({ search, page: page > 1 ? page : null });
}

/** /agents: a name search (a plain GET form), agent cards verified first, page links. */
export function AgentListScreen({ search, page }: AgentListScreenProps) {
  const { t, tCount } = useSiteText();
  const settings = useSiteSettings();
  const id = useId();
  const router = useRouter();
  const result = useAgentList(search, page);
  const { data } = result;
  const agents = data?.agents ?? [];
  const total = data?.total ?? 0;
  const title = t('agents.title');
  const path = listPath(search, page);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    void router.push(listPath(typeof value === 'string' ? value.trim() : '', 1));
  };

  return (
    <PageShell
      title={page > 1 ? t('agents.meta.title_page', { title, page }) : title}
      description={t('agents.meta.description', { name: settings.company_name })}
      canonicalPath={path}
      noIndex={search !== ''}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: title,
        url: `${settings.site_url}${path}`,
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: agents.map((agent, index) => ({
            '@type': 'ListItem',
            position: listPage(page, agentListPageSize).offset + index + 1,
            url: `${settings.site_url}${paths.agentDetail(agent.slug_id)}`,
            name: agent.name,
          })),
        },
      }}
    >
      <div className={`container ${pageStyles.page}`}>
        <header className={pageStyles.head}>
          <h1 className={`${pageStyles.title} ${styles.title}`}>{title}</h1>
          <p className={pageStyles.intro}>{t('agents.intro')}</p>
        </header>
        <form
          className={styles.search}
          action={paths.agents()}
          method="get"
          role="search"
          onSubmit={handleSubmit}
        >
          <label htmlFor={`${id}-search`} className={styles.searchLabel}>
            {t('agents.search.label')}
          </label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={search}
              maxLength={100}
              placeholder={t('agents.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className={styles.searchInput}
            />
            <button type="submit" className="button button-primary">
              <SearchIcon size={18} />
              <span>{t('agents.search.submit')}</span>
            </button>
          </div>
        </form>
        <p className={styles.resultCount} aria-live="polite">
          {tCount('agents.count', total)}
          {search ? ` · ${t('agents.search.results_for', { search })}` : null}
        </p>
        <PagedList
          result={result}
          failedText={t('common.something_went_wrong')}
          statusClassName={styles.empty}
          pageSize={agentListPageSize}
          isEmpty={(found) => found.agents.length === 0}
          empty={
            <p className={styles.empty}>{search ? t('agents.empty_search') : t('agents.empty')}</p>
          }
          pages={{
            page,
            hrefFor: (at) => listPath(search, at),
            label: t('agents.pagination_label'),
            className: styles.pagination,
          }}
        >
          {(found) => (
            <ul className={styles.grid}>
              {found.agents.map((agent) => (
                <li key={agent.id}>
                  <AgentCard agent={agent} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </PageShell>
  );
}
