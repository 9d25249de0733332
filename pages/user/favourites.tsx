import { FavouritesScreen } from '@/components/property/favourites-screen';
export { getServerSideProps } from '@/server/ssr/favourites-page';
export default FavouritesScreen;
