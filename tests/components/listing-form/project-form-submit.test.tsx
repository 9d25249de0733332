import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectGatedDetailDto, ProjectSavedDto } from '@/contracts/dto/project-dto';
import { EditProjectScreen } from '@/components/screens/project-form-screen';
import { initialSessionState } from '@/store/slices/session-slice';
import { aSession, aSessionUser } from '../../support/client-fixtures';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aProjectDetail } from '../project/project-fixtures';
import {
  answerCatalogueCalls,
  findStep,
  multipartParts,
  next,
  stubImages,
} from './listing-form-kit';

// Other work shares this machine's two cores: the first render of a screen can take seconds.
vi.setConfig({ testTimeout: 60_000 });
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const owner = aSessionUser();

const detail = aProjectDetail({
  id: 71,
  slug_id: 'harbour-towers',
  title: 'Harbour Towers',
  type: 'under_construction',
  image: '/api/media/projects/71/main-large.webp',
  image_card: '/api/media/projects/71/main-card.webp',
  location: '5 Marina Walk, Dubai, Dubai, United Arab Emirates',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
  latitude: 25.07725,
  longitude: 55.30927,
  category: { id: 3, category: 'Apartment', slug_id: 'apartment', image: null },
  min_price: '250000.00',
  max_price: '480000.00',
  completion_date: '2028-06-30',
  created_at: '2026-10-01T09:00:00.000Z',
  promoted: false,
  description: 'Two towers over the marina.',
  gallery: [
    { id: 31, image: '/api/media/g31-large.webp', image_card: '/api/media/g31-card.webp' },
    { id: 32, image: '/api/media/g32-large.webp', image_card: '/api/media/g32-card.webp' },
  ],
  plans: [
    { id: 5, title: 'Ground', kind: 'pdf', position: 0 },
    { id: 6, title: 'First', kind: 'image', position: 1 },
  ],
  documents_count: 0,
  developer: {
    id: owner.id,
    name: 'Dana Owner',
    slug_id: 'dana-owner',
    profile: null,
    is_verified_agent: false,
    projects_count: 1,
  },
  updated_at: '2026-10-02T09:00:00.000Z',
  similar_projects: [],
});

const files: ProjectGatedDetailDto = {
  id: 71,
  slug_id: 'harbour-towers',
  plans: [
    {
      id: 5,
      title: 'Ground',
      kind: 'pdf',
      position: 0,
      file: '/api/media/p5.pdf',
      image_card: null,
    },
    {
      id: 6,
      title: 'First',
      kind: 'image',
      position: 1,
      file: '/api/media/p6-large.webp',
      image_card: '/api/media/p6-card.webp',
    },
  ],
  documents: [],
  contact: { name: 'Dana Owner', mobile: null, email: null },
};

const saved: ProjectSavedDto = {
  id: 71,
  slug_id: 'harbour-towers',
  review_status: 'pending',
  rejection_reason: null,
  changes_in_review: false,
};

type Parts = [string, { value: string; contentType: string | null }][];

function serveProject(answer: () => Response = () => okEnvelope(saved)) {
  const calls: Parts[] = [];
  server.use(
    http.get(apiUrl('get-project-detail'), () => okEnvelope(detail)),
    http.get(apiUrl('get-project-gated-detail'), () => okEnvelope(files)),
    http.post(apiUrl('post_project'), async ({ request }) => {
      calls.push(multipartParts(await request.text()));
      return answer();
    }),
  );
  return calls;
}

function renderEdit() {
  return renderWithProviders(<EditProjectScreen slug="harbour-towers" />, {
    preloaded: { session: { ...initialSessionState, data: aSession({ user: owner }) } },
    router: {
      pathname: '/user/edit-project/[slug]',
      asPath: '/user/edit-project/harbour-towers',
    },
  });
}

async function goToPlans() {
  await screen.findByLabelText('Title');
  next();
  await findStep('Location');
  next();
  await findStep('Floor plans');
}

async function goFromPlansToReview() {
  next();
  await findStep('Photos and files');
  next();
  await findStep('Search engines');
  next();
  await findStep('Review');
}

beforeEach(() => {
  stubImages();
  answerCatalogueCalls(server);
  toastSuccess.mockReset();
});

describe('ProjectForm (edit)', () => {
  it('sends the removed plan and gallery photo as remove_plans and remove_gallery_images', async () => {
    const calls = serveProject();
    const { router } = renderEdit();
    await goToPlans();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ground' }));
    next();
    await findStep('Photos and files');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Saved photo 1' }));
    next();
    await findStep('Search engines');
    next();
    await findStep('Review');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    const parts = new Map((calls[0] ?? []).map(([name, part]) => [name, part.value]));
    expect(parts.get('id')).toBe('71');
    expect(parts.get('location')).toBe(detail.location);
    expect(parts.get('type')).toBe('under_construction');
    expect(parts.get('remove_plans')).toBe('5');
    expect(parts.get('remove_gallery_images')).toBe('31');
    expect(parts.has('remove_documents')).toBe(false);
    expect(JSON.parse(parts.get('plans') ?? '[]')).toEqual([{ id: 6, title: 'First' }]);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/user/projects'));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Your project was submitted for review.',
        expect.anything(),
      ),
    );
  });

  it('says an edit of an approved project waits for review while the project stays as it was', async () => {
    serveProject(() =>
      okEnvelope({ ...saved, review_status: 'approved', changes_in_review: true }),
    );
    const { router } = renderEdit();
    await goToPlans();
    await goFromPlansToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/user/projects'));
    expect(toastSuccess).toHaveBeenCalledWith(
      'Your changes were sent for review. The project stays on the site as it was until they ' +
        'are approved; a price change applies at once.',
      expect.anything(),
    );
  });

  it("puts the server's field errors on their fields, on the floor plans step", async () => {
    serveProject(() =>
      failEnvelope(422, 'validation_failed', 'Please correct the highlighted fields.', {
        errors: { 'plans[1].title': 'A plan title is at most 120 characters' },
      }),
    );
    renderEdit();
    await goToPlans();
    await goFromPlansToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('A plan title is at most 120 characters')).toBeTruthy();
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    const titles = screen.getAllByLabelText('Plan title');
    expect(titles[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(titles[0]?.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("says the project is not the user's when another developer owns it", async () => {
    serveProject();
    server.use(
      http.get(apiUrl('get-project-detail'), () =>
        okEnvelope({ ...detail, developer: { ...detail.developer, id: owner.id + 1 } }),
      ),
    );
    renderEdit();
    expect(
      await screen.findByText('This project does not exist or is not yours to edit.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
