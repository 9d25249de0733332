import { CatalogueAdminScreen } from '@/components/moderation/catalogue-admin-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default CatalogueAdminScreen;
