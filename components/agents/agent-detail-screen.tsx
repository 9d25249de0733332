import Link from 'next/link';
import type { ReactNode } from 'react';
import { useAgentProperties } from '@/api/agents/get-agent-properties';
import type { AgentDetailPageProps } from '@/contracts/agent-page-props';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import { agentPropertiesPageSize } from '@/contracts/requests/agent-requests';
import { UserAvatar } from '@/components/ui/user-avatar';
import { PropertyGrid } from '@/components/listing/property-grid';
import {
  FacebookIcon,
  InstagramIcon,
  MapPinIcon,
  XIcon,
  YoutubeIcon,
} from '@/components/layout/icons';
import { PageShell } from '@/components/layout/page-shell';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/utils/paths';
import { agentPlace } from './agent-place';
import pageStyles from '@/styles/page.module.css';
import styles from './agents.module.css';
import { VerifiedBadge } from './verified-badge';

export interface AgentDetailScreenProps extends Pick<AgentDetailPageProps, 'slug' | 'page'> {
  /** What the first page shows above the properties (the agent's projects: a screen adds them). */
  firstPageExtra?: (agent: AgentDto) => ReactNode;
}

type Network = keyof AgentDto['social'];

const networks: readonly { network: Network; Icon: (props: { size?: number }) => ReactNode }[] = [
  { network: 'facebook', Icon: FacebookIcon },
  { network: 'instagram', Icon: InstagramIcon },
  { network: 'twitter', Icon: XIcon },
  { network: 'youtube', Icon: YoutubeIcon },
];

/** The agent's page URL for a page of their properties; page 1 has no page parameter. */
function agentPath(slug: string, page: number): string {
  const path = paths.agentDetail(slug);
  return page > 1 ? `${path}?page=${page}` : path;
}

/** schema.org RealEstateAgent: the public profile as search engines read it. */
export function agentJsonLd(agent: AgentDto, siteUrl: string): Record<string, unknown> {
  const sameAs = networks
    .map(({ network }) => agent.social[network])
    .filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agent.name,
    url: `${siteUrl}${paths.agentDetail(agent.slug_id)}`,
    ...(agent.profile ? { image: agent.profile } : {}),
    ...(agent.about_me ? { description: agent.about_me } : {}),
    ...(agent.city || agent.country
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(agent.city ? { addressLocality: agent.city } : {}),
            ...(agent.country ? { addressCountry: agent.country } : {}),
          },
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * /agents/{slug}: the agent's profile (photo, name, verified badge, place, about), how to reach
 * them (their public profile links; a listing's own page offers "interested" and, signed in,
 * the owner's contact), on the first page what `firstPageExtra` adds, and a page of their
 * public properties.
 */
export function AgentDetailScreen({ slug, page, firstPageExtra }: AgentDetailScreenProps) {
  const { t, tCount, locale } = useSiteText();
  const settings = useSiteSettings();
  const { data } = useAgentProperties(slug, page);
  if (!data) return null;
  const { agent } = data;
  const place = agentPlace(agent);
  const links = networks.filter(({ network }) => agent.social[network]);
  const since = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(
    new Date(agent.member_since),
  );

  return (
    <PageShell
      title={page > 1 ? t('agents.meta.title_page', { title: agent.name, page }) : agent.name}
      description={
        agent.about_me?.slice(0, 160) ??
        t('agents.meta.agent_description', { agent: agent.name, name: settings.company_name })
      }
      canonicalPath={agentPath(slug, page)}
      image={agent.profile}
      jsonLd={agentJsonLd(agent, settings.site_url)}
    >
      <div className={`container ${pageStyles.page}`}>
        <nav aria-label={t('agents.breadcrumb_label')} className={styles.back}>
          <Link href={paths.agents()} prefetch={false}>
            {t('agents.back')}
          </Link>
        </nav>
        <div className={styles.profile}>
          <UserAvatar name={agent.name} src={agent.profile} size={112} />
          <div className={styles.profileBody}>
            <h1 className={`${pageStyles.title} ${styles.title}`}>
              <bdi>{agent.name}</bdi>
            </h1>
            {agent.is_verified ? <VerifiedBadge /> : null}
            <ul className={styles.facts}>
              {place ? (
                <li className={styles.place}>
                  <MapPinIcon size={16} />
                  <span dir="auto">{place}</span>
                </li>
              ) : null}
              <li>{tCount('agents.listings', agent.properties_count)}</li>
              {agent.projects_count > 0 ? (
                <li>{tCount('agents.projects', agent.projects_count)}</li>
              ) : null}
              <li>{t('agents.member_since', { date: since })}</li>
            </ul>
            {agent.about_me ? (
              <div className={styles.about} dir="auto">
                {agent.about_me.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : null}
          </div>
          <section className={styles.contact} aria-labelledby="agent-contact-title">
            <h2 id="agent-contact-title" className={styles.contactTitle}>
              {t('agents.contact.title')}
            </h2>
            {links.length > 0 ? (
              <ul className={styles.social}>
                {links.map(({ network, Icon }) => (
                  <li key={network}>
                    <a
                      href={agent.social[network] ?? undefined}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={styles.socialLink}
                    >
                      <Icon size={18} />
                      <span>{t(`agents.contact.${network}`)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={styles.contactHint}>{t('agents.contact.hint')}</p>
          </section>
        </div>
        {page === 1 ? firstPageExtra?.(agent) : null}
        {agent.properties_count === 0 ? null : (
          <section className={styles.listings} aria-labelledby="agent-listings-title">
            <h2 id="agent-listings-title" className={styles.sectionTitle}>
              {t('agents.properties_title', { agent: agent.name })}
            </h2>
            <PagedList
              result={{ data, isError: false, refetch: () => undefined }}
              failedText=""
              pageSize={agentPropertiesPageSize}
              isEmpty={(loaded) => loaded.properties.length === 0}
              empty={<p className={styles.empty}>{t('agents.no_properties')}</p>}
              pages={{
                page,
                hrefFor: (at) => agentPath(slug, at),
                label: t('agents.properties_pagination_label'),
                className: styles.pagination,
              }}
            >
              {(loaded) => <PropertyGrid items={loaded.properties} eagerCount={4} />}
            </PagedList>
          </section>
        )}
      </div>
    </PageShell>
  );
}
