import { OwnerPropertyScreen } from '@/components/owner-listings/owner-property-screen';
export { getServerSideProps } from '@/server/ssr/my-property-page';
export default OwnerPropertyScreen;
