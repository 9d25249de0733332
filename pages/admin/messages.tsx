import { ContactMessagesScreen } from '@/components/contact/contact-messages-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ContactMessagesScreen;
