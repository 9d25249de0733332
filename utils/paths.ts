/**
 * Every in-app URL, as functions. Components never write a path by hand: they call these, so a
 * route moves in one place. Slugs and query values are percent-encoded here.
 */
import { toQueryString, type QueryParams } from './query-string';

export { toQueryString, type QueryParams, type QueryValue } from './query-string';

function withQuery(pathname: string, query?: QueryParams): string {
  return `${pathname}${toQueryString(query)}`;
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

export const paths = {
  home: (): string => '/',

  /** The property list; its query comes from the list's filter model (toListUrlQuery). */
  properties: (query?: QueryParams): string => withQuery('/properties', query),
  propertyDetail: (slug: string): string => `/properties-details/${segment(slug)}`,
  propertiesInCategory: (slug: string): string => withQuery('/properties', { category: slug }),
  propertiesInCity: (city: string): string => withQuery('/properties', { city }),
  propertiesForRent: (): string => withQuery('/properties', { property_type: 'rent' }),
  propertiesForSale: (): string => withQuery('/properties', { property_type: 'sell' }),

  projects: (query?: QueryParams): string => withQuery('/projects', query),
  projectDetail: (slug: string): string => `/project-details/${segment(slug)}`,

  agents: (query?: QueryParams): string => withQuery('/agents', query),
  agentDetail: (slug: string): string => `/agents/${segment(slug)}`,

  articles: (query?: QueryParams): string => withQuery('/articles', query),
  articleDetail: (slug: string): string => `/articles/${segment(slug)}`,

  faqs: (): string => '/faqs',
  about: (): string => '/about-us',
  privacyPolicy: (): string => '/privacy-policy',
  termsConditions: (): string => '/terms-and-conditions',
  contact: (): string => '/contact-us',
  subscriptionPlan: (): string => '/subscription-plan',

  profile: (): string => '/user/profile',
  dashboard: (): string => '/user/dashboard',
  favourites: (query?: QueryParams): string => withQuery('/user/favourites', query),
  /** The chat page; `with` (the other person) and `property` open one conversation. */
  chat: (query?: QueryParams): string => withQuery('/user/chat', query),
  personalisedFeed: (): string => '/user/personalised-feed',
  userProperties: (): string => '/user/properties',
  addProperty: (): string => '/user/add-property',
  editProperty: (slug: string): string => `/user/edit-property/${segment(slug)}`,
  userProjects: (query?: QueryParams): string => withQuery('/user/projects', query),
  addProject: (): string => '/user/add-project',
  editProject: (slug: string): string => `/user/edit-project/${segment(slug)}`,
  advertisements: (): string => '/user/advertisement',
  transactionHistory: (query?: QueryParams): string =>
    withQuery('/user/transaction-history', query),
  myProperty: (slug: string): string => `/my-property/${segment(slug)}`,
  agentVerification: (): string => '/user/verification',
  notifications: (query?: QueryParams): string => withQuery('/user/notifications', query),

  login: (): string => '/login',
  register: (): string => '/register',
  forgotPassword: (): string => '/forgot-password',

  mortgageCalculator: (query?: QueryParams): string => withQuery('/mortgage-calculator', query),
  areaConverter: (): string => '/area-converter',
} as const;

export type Paths = typeof paths;
