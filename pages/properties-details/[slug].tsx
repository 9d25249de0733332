import { PropertyDetailScreen } from '@/components/property/property-detail-screen';
export { getServerSideProps } from '@/server/ssr/property-detail-page';
export default PropertyDetailScreen;
