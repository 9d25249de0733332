import { SiteTextScreen } from '@/components/content/site-text-screen';
export { getPrivacyServerSideProps as getServerSideProps } from '@/server/ssr/site-text-page';
export default SiteTextScreen;
