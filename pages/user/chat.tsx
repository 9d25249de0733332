import { ChatScreen } from '@/components/chat/chat-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default ChatScreen;
