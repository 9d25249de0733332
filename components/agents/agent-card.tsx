import Link from 'next/link';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import { UserAvatar } from '@/components/ui/user-avatar';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { agentPlace } from './agent-place';
import styles from './agents.module.css';
import { VerifiedBadge } from './verified-badge';

/** An agent in the list: photo, name (the link to their page), badge, place and listings. */
export function AgentCard({ agent }: { agent: AgentDto }) {
  const { tCount } = useSiteText();
  const place = agentPlace(agent);
  return (
    <article className={styles.card}>
      <UserAvatar name={agent.name} src={agent.profile} size={64} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>
          <Link
            href={paths.agentDetail(agent.slug_id)}
            className={styles.cardLink}
            prefetch={false}
          >
            <bdi>{agent.name}</bdi>
          </Link>
        </h2>
        {agent.is_verified ? <VerifiedBadge /> : null}
        {place ? (
          <p className={styles.place}>
            <MapPinIcon size={16} />
            <span dir="auto">{place}</span>
          </p>
        ) : null}
        <p className={styles.count}>
          {tCount('agents.listings', agent.properties_count)}
          {agent.projects_count > 0
            ? ` · ${tCount('agents.projects', agent.projects_count)}`
            : null}
        </p>
      </div>
    </article>
  );
}
