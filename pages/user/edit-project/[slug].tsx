import { EditProjectScreen } from '@/components/listing-form/project-form-screen';
export { getEditProjectPageProps as getServerSideProps } from '@/server/ssr/project-form-page';
export default EditProjectScreen;
