import { FavouritesScreen } from '@/components/property/favourites-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default FavouritesScreen;
