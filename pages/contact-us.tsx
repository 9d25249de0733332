import { ContactScreen } from '@/components/contact/contact-screen';
export { getServerSideProps } from '@/server/ssr/contact-page';
export default ContactScreen;
