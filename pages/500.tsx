import { ServerErrorScreen } from '@/components/errors/server-error-screen';

export default function ServerErrorPage() {
  return <ServerErrorScreen />;
}
