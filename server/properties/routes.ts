import {
  favouritesPageSchema,
  getPropertySchema,
  listingToggleSchema,
  nearbyPropertiesSchema,
  propertyViewSchema,
  reportListingSchema,
  searchPropertiesSchema,
} from '@/contracts/requests/property-requests';
import { accountQuery, accountWrite, publicRead, route } from '../core/route';
import { countPropertyView } from './count-property-view';
import { getFavouriteProperties } from './get-favourite-properties';
import { getHomepage } from './get-homepage';
import { getNearbyProperties } from './get-nearby-properties';
import { getProperty } from './get-property';
import { getReportReasons } from './get-report-reasons';
import { reportListing } from '../listings/report-listing';
import { propertyKind } from './property-kind';
import { searchProperties } from './search-properties';
import { setFavourite } from './set-favourite';
import { setInterest } from './set-interest';

/** Lists change as listings are approved, liked and viewed: short shared caching only. */
const listCache = { sMaxAge: 30, staleWhileRevalidate: 300 };

export const propertyRoutes = [
  route('GET', 'homepage-data', {
    auth: 'optional',
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db, viewer }) => ({ data: await getHomepage(db, viewer) }),
  }),
  route('GET', 'get-property-list', {
    auth: 'optional',
    query: searchPropertiesSchema,
    publicCache: listCache,
    handle: async ({ db, query, viewer }) => {
      const { data, total, ...fields } = await searchProperties(db, query, viewer, {
        withPromotedSlot: true,
      });
      return { data, total, fields };
    },
  }),
  route('GET', 'get_property', {
    auth: 'optional',
    query: getPropertySchema,
    publicCache: listCache,
    handle: async ({ db, query, viewer }) => {
      const { data, total, ...fields } = await getProperty(db, query, viewer);
      return { data, total, fields };
    },
  }),
  route('GET', 'get_nearby_properties', {
    auth: 'none',
    query: nearbyPropertiesSchema,
    publicCache: { sMaxAge: 60, staleWhileRevalidate: 600 },
    handle: async ({ db, query }) => ({ data: await getNearbyProperties(db, query) }),
  }),
  accountWrite('add_favourite', listingToggleSchema, setFavourite),
  accountQuery('get_favourite_property', favouritesPageSchema, getFavouriteProperties),
  accountWrite('interested_users', listingToggleSchema, setInterest),
  // Not in the spec: the static detail page reports a view from the browser.
  route('POST', 'property-view', {
    auth: 'optional',
    body: propertyViewSchema,
    keepsCachedAggregates: true,
    handle: async ({ db, body, viewer, req }) => countPropertyView(db, viewer, body, req),
  }),
  publicRead('get_report_reasons', { sMaxAge: 300, staleWhileRevalidate: 1800 }, getReportReasons),
  route('POST', 'add_reports', {
    auth: 'required',
    body: reportListingSchema,
    handle: async ({ db, body, viewer }) =>
      reportListing(db, propertyKind, viewer, 'property_id', body),
  }),
];
