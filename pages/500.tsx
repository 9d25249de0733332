import { ServerErrorScreen } from '@/components/errors/server-error-screen';

export { getStaticProps } from '@/server/ssr/static-error-page';

export default function ServerErrorPage() {
  return <ServerErrorScreen />;
}
