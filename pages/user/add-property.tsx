import { AddPropertyScreen } from '@/components/screens/listing-form-screen';
export { getAddPropertyPageProps as getServerSideProps } from '@/server/ssr/listing-form-page';
export default AddPropertyScreen;
