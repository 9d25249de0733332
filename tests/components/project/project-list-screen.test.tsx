import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProjectListScreen } from '@/components/project/project-list-screen';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { projectKeys } from '@/contracts/query-keys/project-keys';
import { projectFiltersFromUrl } from '@/contracts/requests/project-list-query';
import { getProjectsQuerySchema } from '@/contracts/requests/project-requests';
import type { ProjectCardDto } from '@/contracts/dto/project-dto';
import { aCategory } from '../../support/fixtures/homepage-fixture';
import { apiUrl, mswServer as server, okEnvelope } from '../../support/msw-server';
import { renderWithProviders } from '../../support/render-with-providers';
import { aProjectCard } from './project-fixtures';

const categories = [
  aCategory({ id: 3, category: 'Apartment', slug_id: 'apartment' }),
  aCategory({ id: 4, category: 'Villa', slug_id: 'villa' }),
];
const cities = ['Lisbon', 'Porto'];

function renderList(
  query: Record<string, string> = {},
  projects: ProjectCardDto[] = [aProjectCard()],
  total = projects.length,
) {
  const filters = projectFiltersFromUrl(query);
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('get-projects'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return okEnvelope(projects, { total });
    }),
    http.get(apiUrl('get_categories'), () => okEnvelope(categories)),
  );
  const view = renderWithProviders(<ProjectListScreen filters={filters} cities={cities} />, {
    router: { pathname: '/projects', asPath: '/projects' },
    queryData: [
      [projectKeys.list(filters), { data: projects, total }],
      [filterKeys.categories(), categories],
    ],
  });
  return { ...view, requests };
}

function filterForm(): HTMLFormElement {
  return screen.getByRole('search', { name: 'Filters' }) as HTMLFormElement;
}

describe('ProjectListScreen', () => {
  it('shows a card per project: photo, status, price "from", title link, place and completion', () => {
    renderList();
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Harbour Lofts' });
    expect(link.getAttribute('href')).toBe('/project-details/harbour-lofts');
    expect(within(card).getByRole('img', { name: 'Harbour Lofts' }).getAttribute('src')).toBe(
      '/media/projects/1/main-card.webp',
    );
    expect(within(card).getByText('Under construction')).toBeTruthy();
    expect(within(card).getByText('From $250K')).toBeTruthy();
    expect(within(card).getByText('12 Harbour Road, Lisbon, Portugal')).toBeTruthy();
    expect(within(card).getByText('Completion Jun 2027')).toBeTruthy();
    expect(within(card).getByText('Apartment')).toBeTruthy();
    expect(screen.getByText('1 project found')).toBeTruthy();
  });

  it('marks a featured project "Promoted" beside its status, and only that one', () => {
    renderList({}, [
      aProjectCard({ id: 1, title: 'Harbour Lofts', promoted: true }),
      aProjectCard({ id: 2, slug_id: 'river-court', title: 'River Court' }),
    ]);
    const [featured, plain] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    const featuredLabels = within(featured).getByRole('list', { name: 'Project labels' });
    expect(
      within(featuredLabels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Under construction', 'Promoted']);
    expect(within(plain).queryByText('Promoted')).toBeNull();
  });

  it('says "Price on request" without a price and "Completed" for a finished project', () => {
    renderList({}, [
      aProjectCard({
        min_price: null,
        max_price: null,
        type: 'completed',
        completion_date: '2024-03-01',
      }),
    ]);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Price on request')).toBeTruthy();
    expect(within(card).getByText('Ready to move in')).toBeTruthy();
    expect(within(card).getByText('Completed Mar 2024')).toBeTruthy();
  });

  it('names the city in the title when the list is filtered by one', () => {
    renderList({ city: 'Lisbon' });
    expect(screen.getByRole('heading', { level: 1, name: 'New projects in Lisbon' })).toBeTruthy();
  });

  it('is a plain GET form to /projects whose fields are get-projects parameters', () => {
    renderList({ city: 'Porto', type: 'completed', category_id: '4', min_price: '1000' });
    const form = filterForm();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/projects');
    const names = [
      ...new Set(
        Array.from(form.querySelectorAll('[name]')).map((field) => field.getAttribute('name')),
      ),
    ];
    const apiNames = Object.keys(getProjectsQuerySchema.fields);
    for (const name of names) expect(apiNames).toContain(name);
    expect(names.sort()).toEqual(
      [
        'category_id',
        'city',
        'completion_before',
        'max_price',
        'min_price',
        'posted_since',
        'search',
        'type',
      ].sort(),
    );
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Porto');
    expect((screen.getByLabelText('Construction status') as HTMLSelectElement).value).toBe(
      'completed',
    );
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Minimum') as HTMLInputElement).value).toBe('1000');
  });

  it('applies the filters by going to their URL, without empty values, on page 1', () => {
    const { router } = renderList({ page: '3' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Lisbon' } });
    fireEvent.change(screen.getByLabelText('Construction status'), {
      target: { value: 'upcoming' },
    });
    fireEvent.submit(filterForm());
    expect(router.push).toHaveBeenCalledWith('/projects?city=Lisbon&type=upcoming');
  });

  it('offers "Completed by" the end of this year and of the next five, kept from the URL', () => {
    renderList({ completion_before: '2027-12-31' });
    const select = screen.getByLabelText('Completed by') as HTMLSelectElement;
    expect(select.getAttribute('name')).toBe('completion_before');
    expect(select.value).toBe('2027-12-31');
    const year = new Date().getUTCFullYear();
    const options = Array.from(select.options).map((option) => [option.value, option.text]);
    expect(options[0]).toEqual(['', 'Any completion date']);
    expect(options.slice(1)).toEqual(
      Array.from({ length: 6 }, (_, index) => [
        `${year + index}-12-31`,
        `By the end of ${year + index}`,
      ]),
    );
  });

  it('keeps a completion day from the URL that is not one of the choices', () => {
    renderList({ completion_before: '2030-06-30' });
    const select = screen.getByLabelText('Completed by') as HTMLSelectElement;
    expect(select.value).toBe('2030-06-30');
    expect(select.selectedOptions[0]?.text).toBe('By Jun 30, 2030');
  });

  it('applies a completion year by going to its URL', () => {
    const { router } = renderList();
    const year = new Date().getUTCFullYear() + 2;
    fireEvent.change(screen.getByLabelText('Completed by'), {
      target: { value: `${year}-12-31` },
    });
    fireEvent.submit(filterForm());
    expect(router.push).toHaveBeenCalledWith(`/projects?completion_before=${year}-12-31`);
  });

  it('refuses a price range upside down and says why', () => {
    const { router } = renderList();
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '900' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '100' } });
    fireEvent.submit(filterForm());
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'The minimum price cannot be above the maximum.',
    );
  });

  it('offers the whole list when no project matches the filters', () => {
    renderList({ city: 'Porto' }, []);
    expect(screen.getByRole('heading', { name: 'No projects match your search' })).toBeTruthy();
    const clear = screen
      .getAllByRole('link', { name: 'Clear filters' })
      .map((link) => link.getAttribute('href'));
    expect(clear).toContain('/projects');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('links the pages of results, keeping the filters', () => {
    renderList({ city: 'Lisbon' }, [aProjectCard()], 30);
    const pages = screen.getByRole('navigation', { name: 'Project pages' });
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/projects?city=Lisbon&page=2',
    );
  });
});
