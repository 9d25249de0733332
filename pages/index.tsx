import { HomeScreen } from '@/components/screens/home-screen';
export { getServerSideProps } from '@/server/ssr/home-page';
export default HomeScreen;
