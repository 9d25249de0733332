import { PersonalisedFeedScreen } from '@/components/feed/personalised-feed-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default PersonalisedFeedScreen;
