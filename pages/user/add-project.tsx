import { AddProjectScreen } from '@/components/screens/project-form-screen';
export { getAddProjectPageProps as getServerSideProps } from '@/server/ssr/project-form-page';
export default AddProjectScreen;
