import { AgentListScreen } from '@/components/agents/agent-list-screen';
export { getServerSideProps } from '@/server/ssr/agent-list-page';
export default AgentListScreen;
