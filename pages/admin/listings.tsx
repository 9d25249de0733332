import { ModerationScreen } from '@/components/moderation/moderation-screen';
export { getServerSideProps } from '@/server/ssr/admin-listings-page';
export default ModerationScreen;
