import { AdvertisementsScreen } from '@/components/advertisements/advertisements-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AdvertisementsScreen;
