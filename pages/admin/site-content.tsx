import { SiteContentScreen } from '@/components/moderation/site-content-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default SiteContentScreen;
