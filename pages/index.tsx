import { HomeScreen } from '@/components/home/home-screen';
export { getServerSideProps } from '@/server/ssr/home-page';
export default HomeScreen;
