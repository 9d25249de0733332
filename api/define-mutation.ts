import {
  mutationOptions,
  useMutation,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiSuccess } from '@/contracts/api-envelope';
import { callApi, type ApiCall } from './client';

/** The callbacks of TanStack's mutation options: where a call's cache updates go. */
type CacheUpdates<Input, Result, Snapshot> = Pick<
  UseMutationOptions<Result, Error, Input, Snapshot>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;

/** One call of the API that changes something, besides its method and path. */
export interface MutationCall<Input, Answer, Result, Snapshot> extends CacheUpdates<
  Input,
  Result,
  Snapshot
> {
  /** `false` for an open call: no bearer token is sent. */
  auth?: false;
  /** The JSON (or multipart FormData) body for this input. */
  body?: (input: Input) => ApiCall['body'];
  /** The query string for this input (the spec's GET calls that change something). */
  query?: (input: Input) => ApiCall['query'];
  /** Where to report the share of a multipart body sent so far. */
  uploadProgress?: (input: Input) => ApiCall['onUploadProgress'];
  /** What the call answers, read from its success envelope (nothing when left out). */
  answer?: (envelope: ApiSuccess<Answer>) => Result;
  /** Keys whose queries go stale once the call succeeded (the mutation waits for them). */
  invalidateOnSuccess?: readonly QueryKey[];
  /** Keys whose queries go stale once the call is over, failed or not. */
  invalidateOnSettled?: readonly QueryKey[];
}

/** Marks the queries under these keys stale (those on screen fetch again); resolves when done. */
export function invalidate(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** The call's own callbacks, followed by the invalidations it declares. */
function cacheUpdatesOf<Input, Answer, Result, Snapshot>(
  call: MutationCall<Input, Answer, Result, Snapshot>,
): CacheUpdates<Input, Result, Snapshot> {
  const { onMutate, onSuccess, onError, onSettled } = call;
  const { invalidateOnSuccess: afterSuccess, invalidateOnSettled: afterSettled } = call;
  return {
    ...(onMutate ? { onMutate } : {}),
    ...(onError ? { onError } : {}),
    ...(onSuccess || afterSuccess
      ? {
          onSuccess: async (...args: Parameters<NonNullable<typeof onSuccess>>) => {
            await onSuccess?.(...args);
            if (afterSuccess) await invalidate(args[3].client, afterSuccess);
          },
        }
      : {}),
    ...(onSettled || afterSettled
      ? {
          onSettled: async (...args: Parameters<NonNullable<typeof onSettled>>) => {
            await onSettled?.(...args);
            if (afterSettled) await invalidate(args[4].client, afterSettled);
          },
        }
      : {}),
  };
}

/**
 * Declares one API call that changes something: its method and spec path, how its input becomes
 * the request, what it answers and its cache updates (TanStack's own `onMutate` … `onSettled`,
 * which find the QueryClient in their context, and the keys it invalidates). Gives `send` (the
 * call itself), the call's `mutationOptions` and its hook.
 *
 * ```ts
 * export const deleteProject = defineMutation('POST', 'delete_project', {
 *   body: (projectId: number) => ({ id: projectId }),
 *   invalidateOnSuccess: [ownerProjectKeys.all],
 * });
 * export const useDeleteProject = deleteProject.use;
 * ```
 */
export function defineMutation<Input = void, Answer = unknown, Result = void, Snapshot = unknown>(
  method: ApiCall['method'],
  path: string | ((input: Input) => string),
  call: MutationCall<Input, Answer, Result, Snapshot>,
) {
  async function send(input: Input): Promise<Result> {
    const envelope = await callApi<Answer>({
      method,
      path: typeof path === 'string' ? path : path(input),
      query: call.query?.(input),
      body: call.body?.(input),
      auth: call.auth,
      onUploadProgress: call.uploadProgress?.(input),
    });
    // Without `answer` the call answers nothing: Result is void (the default).
    return call.answer ? call.answer(envelope) : (undefined as Result);
  }
  const options = mutationOptions<Result, Error, Input, Snapshot>({
    mutationFn: send,
    ...cacheUpdatesOf(call),
  });
  function useCallMutation() {
    return useMutation(options);
  }
  return { send, options, use: useCallMutation };
}

/** The answer of a call whose single cached answer changes at once: the key and what was there. */
export interface AtOnceSnapshot<Data> {
  key: QueryKey;
  previous: Data | undefined;
}

/**
 * An optimistic update of one cached answer: the change shows at once (queries of the key are
 * cancelled first) and is put back if the call fails. Spread into `defineMutation`'s call.
 */
export function updateAtOnce<Input, Data>(
  keyOf: (input: Input) => QueryKey,
  update: (data: Data, input: Input) => Data,
) {
  return {
    onMutate: async (
      input: Input,
      { client }: MutationFunctionContext,
    ): Promise<AtOnceSnapshot<Data>> => {
      const key = keyOf(input);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Data>(key);
      client.setQueryData<Data>(key, (data) => (data ? update(data, input) : data));
      return { key, previous };
    },
    onError: (
      _error: Error,
      _input: Input,
      snapshot: AtOnceSnapshot<Data> | undefined,
      { client }: MutationFunctionContext,
    ) => {
      if (snapshot) client.setQueryData(snapshot.key, snapshot.previous);
    },
  };
}
