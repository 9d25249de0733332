import { OwnerListingsScreen } from '@/components/owner-listings/owner-listings-screen';
export { getServerSideProps } from '@/server/ssr/owner-listings-page';
export default OwnerListingsScreen;
