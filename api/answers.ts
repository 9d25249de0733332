import type { ApiSuccess } from '@/contracts/api-envelope';
import { ApiError } from './api-error';

/** What most calls answer: the envelope's `data` (`answer: dataOf<FaqDto[]>`). */
export function dataOf<Data>(envelope: ApiSuccess<Data>): Data {
  return envelope.data;
}

/** What a call that only confirms answers: the server's sentence (shown to the visitor). */
export function messageOf(envelope: ApiSuccess<unknown>): string {
  return envelope.message;
}

/**
 * What a call that looks one thing up in a list answers: the first item, or a 404 `not_found`
 * ApiError (not retried) when the list is empty. `answer: firstOrNotFound<ArticleDto>('Article')`.
 */
export function firstOrNotFound<Item>(what: string) {
  return ({ data }: ApiSuccess<Item[]>): Item => {
    const item = data[0];
    if (!item) throw new ApiError({ message: `${what} not found`, code: 'not_found', status: 404 });
    return item;
  };
}
