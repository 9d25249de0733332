import { EditPropertyScreen } from '@/components/screens/listing-form-screen';
export { getEditPropertyPageProps as getServerSideProps } from '@/server/ssr/listing-form-page';
export default EditPropertyScreen;
