import { http } from 'msw';
import type { PackageLimitDto } from '@/contracts/dto/package-dto';
import { apiUrl, mswServer, okEnvelope } from './msw-server';

/**
 * Answers check-package-limit with everything available, as `answer` changes it; answers the
 * list of feature types the screen asked about, in order.
 */
export function answerPackageCheck(answer: Partial<PackageLimitDto> = {}): string[] {
  const asked: string[] = [];
  mswServer.use(
    http.get(apiUrl('check-package-limit'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('type') ?? '');
      return okEnvelope({
        package_available: true,
        feature_available: true,
        limit_available: true,
        message: '',
        ...answer,
      });
    }),
  );
  return asked;
}
