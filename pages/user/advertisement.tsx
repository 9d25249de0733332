import { AdvertisementsScreen } from '@/components/packages/advertisements-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdvertisementsScreen;
