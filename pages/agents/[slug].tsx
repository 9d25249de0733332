import { AgentPageScreen } from '@/components/screens/agent-page-screen';
export { getServerSideProps } from '@/server/ssr/agent-detail-page';
export default AgentPageScreen;
