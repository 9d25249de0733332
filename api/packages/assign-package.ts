import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivePackageDto } from '@/contracts/dto/package-dto';
import { packageKeys } from '@/contracts/query-keys/package-keys';
import { callApi } from '../client';

/** POST `assign_package` (package_id): activates a free package for the signed-in user. */
export async function assignPackage(packageId: number): Promise<ActivePackageDto> {
  const answer = await callApi<ActivePackageDto>({
    method: 'POST',
    path: 'assign_package',
    body: { package_id: packageId },
  });
  return answer.data;
}

/** Activates a free package, then refreshes what the user holds. */
export function useAssignPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}
