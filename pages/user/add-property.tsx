import { AddPropertyScreen } from '@/components/listing-form/listing-form-screen';
export { getAddPropertyPageProps as getServerSideProps } from '@/server/ssr/listing-form-page';
export default AddPropertyScreen;
