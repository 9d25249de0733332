import { FaqsScreen } from '@/components/content/faqs-screen';
export { getServerSideProps } from '@/server/ssr/faqs-page';
export default FaqsScreen;
