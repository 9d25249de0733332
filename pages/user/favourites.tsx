import { FavouritesScreen } from '@/components/screens/favourites-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default FavouritesScreen;
