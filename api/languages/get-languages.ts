import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { callApi } from '../client';
import { languageKeys } from '@/contracts/query-keys/languages-keys';

/** GET `get_languages` without a code (open): the languages the site offers. */
export async function fetchLanguages(signal?: AbortSignal): Promise<LanguageDto[]> {
  const answer = await callApi<LanguageDto[]>({
    method: 'GET',
    path: 'get_languages',
    auth: false,
    signal,
  });
  return answer.data;
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: languageKeys.list(),
    queryFn: ({ signal }) => fetchLanguages(signal),
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
