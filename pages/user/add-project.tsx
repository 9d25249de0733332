import { AddProjectScreen } from '@/components/listing-form/project-form-screen';
export { getAddProjectPageProps as getServerSideProps } from '@/server/ssr/project-form-page';
export default AddProjectScreen;
