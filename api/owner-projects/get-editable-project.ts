import { useQuery } from '@tanstack/react-query';
import type { ProjectDetailDto, ProjectGatedDetailDto } from '@/contracts/dto/project-dto';
import { ownerProjectKeys } from '@/contracts/query-keys/owner-projects-keys';
import { useAppSelector } from '@/store/hooks';
import { selectSessionUser } from '@/store/slices/session-slice';
import { callApi } from '../client';

/** What the edit form starts from: the project as its owner sees it, with its files. */
export interface EditableProject {
  detail: ProjectDetailDto;
  /** The floor plans' files and the documents. */
  files: ProjectGatedDetailDto;
}

/**
 * GET `get-project-detail` (the owner's preview answers a pending, rejected or inactive project
 * too) and then `get-project-gated-detail` for its plans' files and documents. Someone else's
 * hidden project is a 404, like one that does not exist.
 */
export async function fetchEditableProject(
  slug: string,
  signal?: AbortSignal,
): Promise<EditableProject> {
  const detail = await callApi<ProjectDetailDto>({
    method: 'GET',
    path: 'get-project-detail',
    query: { slug_id: slug },
    signal,
  });
  const files = await callApi<ProjectGatedDetailDto>({
    method: 'GET',
    path: 'get-project-gated-detail',
    query: { id: detail.data.id },
    signal,
  });
  return { detail: detail.data, files: files.data };
}

/** The project to edit; idle while nobody is signed in. */
export function useEditableProject(slug: string | null) {
  const userId = useAppSelector(selectSessionUser)?.id ?? null;
  return useQuery({
    queryKey: ownerProjectKeys.editable(userId, slug ?? ''),
    queryFn: ({ signal }) => fetchEditableProject(slug ?? '', signal),
    enabled: userId !== null && slug !== null,
    // The project changes outside this page (review, another tab).
    staleTime: 0,
    retry: false,
  });
}
