import { useAgentProjects } from '@/api/agents/get-agent-properties';
import type { AgentDto } from '@/contracts/dto/agent-dto';
import {
  AgentDetailScreen,
  type AgentDetailScreenProps,
} from '@/components/agents/agent-detail-screen';
import styles from '@/components/agents/agents.module.css';
import { useSiteText } from '@/components/layout/use-site-text';
import { ProjectGrid } from '@/components/project/project-grid';

/** The agent's newest public projects (prefetched by the server for the first page). */
function AgentProjects({ agent }: { agent: AgentDto }) {
  const { t } = useSiteText();
  const { data } = useAgentProjects(agent.slug_id, agent.projects_count > 0);
  if (!data || data.projects.length === 0) return null;
  return (
    <section className={styles.listings} aria-labelledby="agent-projects-title">
      <h2 id="agent-projects-title" className={styles.sectionTitle}>
        {t('agents.projects_title', { agent: agent.name })}
      </h2>
      <ProjectGrid items={data.projects} />
    </section>
  );
}

/** /agents/{slug}: the agent's page, with their projects above their properties. */
export function AgentPageScreen(props: Omit<AgentDetailScreenProps, 'firstPageExtra'>) {
  return (
    <AgentDetailScreen {...props} firstPageExtra={(agent) => <AgentProjects agent={agent} />} />
  );
}
