import { getApiClient, type ApiCall } from './client';

/** A file the API answers instead of an envelope (a CSV export), with the name it gives it. */
export interface ApiFile {
  text: string;
  filename: string;
  contentType: string;
}

/**
 * Downloads a file call (`admin/transactions-csv`) with the session's bearer token; its
 * refusals are envelopes, rejected as ApiErrors like any call's.
 */
export async function downloadApiFile(call: Pick<ApiCall, 'path' | 'query'>): Promise<ApiFile> {
  const client = await getApiClient();
  const response = await client.request<string>({
    method: 'GET',
    url: call.path,
    params: call.query,
    hearthAuth: true,
    hearthFile: true,
    headers: { Accept: 'text/csv, application/json' },
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return {
    text: response.data,
    filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download.csv',
    contentType: String(response.headers['content-type'] ?? 'text/csv'),
  };
}
