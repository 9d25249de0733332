import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { callApi } from '../client';

/** GET `get-projects` with `slug_id`, signed in: the project's card with `is_favourite`. */
export async function fetchProjectForViewer(
  slug: string,
  signal?: AbortSignal,
): Promise<ProjectCardDto | null> {
  const answer = await callApi<ProjectCardDto[]>({
    method: 'GET',
    path: 'get-projects',
    query: { slug_id: slug },
    signal,
  });
  return answer.data[0] ?? null;
}

export function projectForViewerQueryOptions(slug: string, userId: number) {
  return queryOptions({
    queryKey: projectKeys.viewer(slug, userId),
    queryFn: ({ signal }) => fetchProjectForViewer(slug, signal),
  });
}

/** Whether the signed-in viewer saved the project; nothing is asked without a viewer. */
export function useProjectForViewer(slug: string, userId: number | null) {
  return useQuery({ ...projectForViewerQueryOptions(slug, userId ?? 0), enabled: userId !== null });
}

export interface ToggleProjectFavouriteInput {
  project: Pick<ProjectCardDto, 'id' | 'slug_id'>;
  userId: number;
  /** The new state: true saves the project (type 1), false removes it (type 0). */
  isFavourite: boolean;
}

/** POST `add-project-favourite`: type 1 saves the project, 0 removes it. */
export async function toggleProjectFavourite(input: ToggleProjectFavouriteInput): Promise<void> {
  await callApi<unknown>({
    method: 'POST',
    path: 'add-project-favourite',
    body: { project_id: input.project.id, type: input.isFavourite ? 1 : 0 },
  });
}

/** Saves or removes a favourite: shown at once, put back if the call fails. */
export function useToggleProjectFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleProjectFavourite,
    onMutate: async (input) => {
      const key = projectKeys.viewer(input.project.slug_id, input.userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectCardDto | null>(key);
      queryClient.setQueryData<ProjectCardDto | null>(key, (card) =>
        card ? { ...card, is_favourite: input.isFavourite } : card,
      );
      return { key, previous };
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
    },
  });
}
