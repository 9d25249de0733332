import { ModerationScreen } from '@/components/moderation/moderation-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ModerationScreen;
