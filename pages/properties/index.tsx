import { PropertyListScreen } from '@/components/property/property-list-screen';
export { getServerSideProps } from '@/server/ssr/property-list-page';
export default PropertyListScreen;
