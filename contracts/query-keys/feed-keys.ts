import type { PageWindow } from '../page-window';

/** Query keys of the personalised feed. */
export type RecommendationPage = PageWindow;

export const feedKeys = {
  all: ['feed'] as const,
  preferences: () => [...feedKeys.all, 'preferences'] as const,
  recommendations: () => [...feedKeys.all, 'recommendations'] as const,
  recommendationPage: (page: RecommendationPage) => [...feedKeys.recommendations(), page] as const,
};
