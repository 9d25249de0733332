import { AgentDetailScreen } from '@/components/agents/agent-detail-screen';
export { getServerSideProps } from '@/server/ssr/agent-detail-page';
export default AgentDetailScreen;
