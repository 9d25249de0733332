import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, expect } from 'vitest';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import type { EditableListingDto, ListingFormDataDto } from '@/contracts/dto/editable-listing-dto';
import type { FacilityDto } from '@/contracts/dto/facility-dto';
import type {
  OfflineCityDto,
  OfflineCountryDto,
  OfflineStateDto,
} from '@/contracts/dto/offline-place-dto';
import { AddPropertyScreen, EditPropertyScreen } from '@/components/screens/listing-form-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession } from '../../support/client-fixtures';
import { decodedImageSize, stubImageDecoding } from '../../support/decoded-images';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { fixture } from '../../support/fixture';
import { aBedroomsParameter, aFurnishingParameter } from '../../support/fixtures/homepage-fixture';

/** Client-test helpers of the listing form: catalogue, places and the steps filled in. */
export const apartment: CategoryDto = {
  id: 3,
  category: 'Apartment',
  slug_id: 'apartment',
  image: null,
  parameter_types: [aBedroomsParameter({ id: 11 }), aFurnishingParameter({ id: 12 })],
  properties_count: 4,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  translations: {},
};

export const facilities: FacilityDto[] = [
  { id: 21, name: 'School', image: null, translations: {} },
  { id: 22, name: 'Metro', image: null, translations: {} },
];

const countries: OfflineCountryDto[] = [
  { iso_code: 'AE', name: 'United Arab Emirates', latitude: 24, longitude: 54 },
  { iso_code: 'GB', name: 'United Kingdom', latitude: 54, longitude: -2 },
];
const uaeStates: OfflineStateDto[] = [
  { iso_code: 'DU', country_code: 'AE', name: 'Dubai', latitude: 25.2, longitude: 55.27 },
];
const dubaiCities: OfflineCityDto[] = [
  { name: 'Dubai', latitude: 25.07725, longitude: 55.30927 },
  { name: 'Hatta', latitude: null, longitude: null },
];

/** The open calls every form page makes: catalogue and the offline world list. */
export function answerCatalogueCalls(server: typeof mswServer, formData?: ListingFormDataDto) {
  server.use(
    http.get(apiUrl('listing-form'), () => okEnvelope(formData ?? { gate: null, listing: null })),
    http.get(apiUrl('get_categories'), () => okEnvelope([apartment])),
    http.get(apiUrl('get_facilities'), () => okEnvelope(facilities)),
    http.get(apiUrl('places/countries'), () => okEnvelope(countries)),
    http.get(apiUrl('places/states'), ({ request }) =>
      okEnvelope(new URL(request.url).searchParams.get('country') === 'AE' ? uaeStates : []),
    ),
    http.get(apiUrl('places/cities'), () => okEnvelope(dubaiCities)),
    http.get(apiUrl('check-package-limit'), () =>
      okEnvelope({
        package_available: true,
        feature_available: true,
        limit_available: true,
        message: '',
      }),
    ),
  );
}

const signedIn = { preloaded: { session: { ...initialSessionState, data: aSession() } } };

export function renderAddProperty() {
  return renderWithProviders(<AddPropertyScreen />, {
    ...signedIn,
    router: { pathname: '/user/add-property', asPath: '/user/add-property' },
  });
}

export function renderEditProperty(slug: string) {
  return renderWithProviders(<EditPropertyScreen slug={slug} />, {
    ...signedIn,
    router: { pathname: '/user/edit-property/[slug]', asPath: `/user/edit-property/${slug}` },
  });
}

/** The size every test image reports once "decoded" (jsdom decodes no images). */
export const imageSize = decodedImageSize;

export function stubImages() {
  stubImageDecoding({ width: 800, height: 600 });
}

/** Before each test: decoded images and the form's catalogue calls answered. */
export function prepareListingFormEachTest() {
  beforeEach(() => {
    stubImages();
    answerCatalogueCalls(mswServer);
  });
}

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Waits for a step by its legend ("Location"). */
export const findStep = (title: string) => screen.findByRole('group', { name: title });

export async function fillDetails(kind: 'sell' | 'rent' = 'sell') {
  await screen.findByLabelText('Title');
  type('Title', 'Sea view flat');
  type('Description', 'Two bedrooms over the marina.');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
  fireEvent.click(screen.getByRole('radio', { name: kind === 'sell' ? 'For sale' : 'For rent' }));
  type('Price', '450000');
}

/** Country → state → city from the offline lists. */
/** The add-property form (as `render` shows it), its details filled, at the Location step. */
export async function openLocationStep(render: () => unknown = renderAddProperty) {
  render();
  await fillDetails();
  next();
  await findStep('Location');
}

/** The value of the input labelled `label`. */
export const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

export async function pickDubai() {
  const country = await screen.findByLabelText('Country');
  await screen.findByRole('option', { name: 'United Arab Emirates' });
  fireEvent.change(country, { target: { value: 'AE' } });
  await screen.findByRole('option', { name: 'Dubai' });
  fireEvent.change(screen.getByLabelText('State or region'), { target: { value: 'DU' } });
  await waitFor(() =>
    expect((screen.getByLabelText('City') as HTMLSelectElement).disabled).toBe(false),
  );
  await screen.findByRole('option', { name: 'Hatta' });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dubai' } });
}

export async function chooseFile(label: string, ...files: File[]) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files } });
}

export const jpeg = (name = 'front.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

interface MultipartPart {
  value: string;
  contentType: string | null;
}

/** Every part of a multipart/form-data body, in order, with its name. */
export function multipartParts(body: string): [string, MultipartPart][] {
  const parts: [string, MultipartPart][] = [];
  const boundary = body.slice(0, body.indexOf('\r\n'));
  for (const chunk of body.split(boundary)) {
    const [head = '', ...rest] = chunk.split('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (!name) continue;
    const type = /Content-Type: (\S+)/i.exec(head)?.[1] ?? null;
    parts.push([name, { value: rest.join('\r\n\r\n').replace(/\r\n$/, ''), contentType: type }]);
  }
  return parts;
}

export const anEditableListing = fixture<EditableListingDto>(() => ({
  id: 41,
  slug_id: 'sea-view-flat',
  title: 'Sea view flat',
  description: 'Two bedrooms over the marina.',
  category_id: 3,
  property_type: 'sell',
  rentduration: null,
  price: '450000.00',
  is_premium: false,
  video_link: '',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
  address: '5 Marina Walk, Dubai, Dubai, United Arab Emirates',
  client_address: '',
  latitude: 25.07725,
  longitude: 55.30927,
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  title_image: '/media/properties/t-card.webp',
  three_d_image: '/media/properties/p-card.webp',
  meta_image: null,
  gallery_images: [
    { id: 5, url: '/media/properties/g5-card.webp' },
    { id: 6, url: '/media/properties/g6-card.webp' },
  ],
  documents: [{ id: 8, name: 'Floor plan.pdf', url: '/media/documents/plan.pdf' }],
  parameters: [{ parameter_id: 11, value: '2' }],
  facilities: [{ facility_id: 21, distance: '0.80' }],
  review_status: 'approved',
  status: 'available',
}));
