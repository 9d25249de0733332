import { AreaConverterScreen } from '@/components/tools/area-converter-screen';
export { getServerSideProps } from '@/server/ssr/area-converter-page';
export default AreaConverterScreen;
