import { PropertyDetailScreen } from '@/components/property/property-detail-screen';
export { getStaticPaths, getStaticProps } from '@/server/ssr/property-detail-page';
export default PropertyDetailScreen;
