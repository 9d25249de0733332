import { SiteTextScreen } from '@/components/content/site-text-screen';
export { getTermsServerSideProps as getServerSideProps } from '@/server/ssr/site-text-page';
export default SiteTextScreen;
