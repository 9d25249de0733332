import { EditProjectScreen } from '@/components/screens/project-form-screen';
export { getEditProjectPageProps as getServerSideProps } from '@/server/ssr/project-form-page';
export default EditProjectScreen;
