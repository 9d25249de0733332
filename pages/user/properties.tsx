import { OwnerListingsScreen } from '@/components/owner-listings/owner-listings-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default OwnerListingsScreen;
