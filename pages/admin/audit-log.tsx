import { AuditLogScreen } from '@/components/staff/audit-log-screen';
export { getServerSideProps } from '@/server/ssr/account-page';
export default AuditLogScreen;
