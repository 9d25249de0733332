import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminArticleCategoryDto, AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import { AdminArticlesScreen } from '@/components/moderation/admin-articles-screen';
import { apiUrl, failEnvelope, mswServer as server, okEnvelope } from '../../support/msw-server';
import { atPage, renderSignedIn } from '../../support/render-with-providers';

/** The first render waits for the session and the API: slow on a busy machine. */
const slow = { timeout: 10_000 };

const guides: AdminArticleCategoryDto = {
  id: 5,
  category: 'Guides',
  slug_id: 'guides',
  is_active: true,
  articles_count: 3,
  published_count: 2,
};

const movingIn: AdminArticleDto = {
  id: 11,
  title: 'Moving in',
  slug_id: 'moving-in',
  description: '<p>Read the meter.</p>',
  image: null,
  category_id: 5,
  is_published: false,
  created_at: '2026-03-04T10:00:00.000Z',
};

/** The articles API answered from memory: what the screen asked for and what it sent. */
function serveArticles(options: { refuseSlug?: boolean } = {}) {
  const asked: URLSearchParams[] = [];
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.get(apiUrl('admin/articles'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return okEnvelope([movingIn], { total: 21 });
    }),
    http.get(apiUrl('admin/article-categories'), () => okEnvelope([guides])),
    http.post(apiUrl('admin/articles'), async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries(form.entries()));
      if (options.refuseSlug) {
        return failEnvelope(422, 'validation_failed', 'Please correct the highlighted fields.', {
          errors: { slug_id: 'Another article already has this slug_id' },
        });
      }
      return okEnvelope({ ...movingIn, id: 12, title: String(form.get('title')) });
    }),
  );
  return { asked, sent };
}

const renderAt = (query: Record<string, string> = {}) =>
  renderSignedIn(<AdminArticlesScreen />, {
    role: 'admin',
    router: atPage('/admin/articles', query),
  });

async function openNewArticle() {
  const add = await screen.findByRole('button', { name: 'Write an article' }, slow);
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), slow);
  fireEvent.click(add);
  return screen.findByRole('dialog', { name: 'Write an article' }, slow);
}

describe('the articles screen', { timeout: 30_000 }, () => {
  it('lists the page the address asks for, drafts too, and the categories with their counts', async () => {
    const api = serveArticles();
    renderAt({ search: 'moving', category_id: '5', page: '2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Moving in' }, slow)).toBeTruthy();
    expect(screen.getByText(/^Guides · Draft · /)).toBeTruthy();
    expect(screen.getByText('21 articles')).toBeTruthy();
    expect(screen.getByText('guides · Active · Articles: 3 (published: 2)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the categories' }).getAttribute('href')).toBe(
      '/admin/categories',
    );
    const query = api.asked.at(-1);
    expect(query?.get('search')).toBe('moving');
    expect(query?.get('category_id')).toBe('5');
    expect(query?.get('offset')).toBe('20');
    // The search box holds the address's search.
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('moving');
  });

  it('writes an article: checks the form first, then sends its fields', async () => {
    const api = serveArticles();
    renderAt();
    const dialog = await openNewArticle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose a category from the list.', {}, slow),
    ).toBeTruthy();
    expect(within(dialog).getByText('Write the article.')).toBeTruthy();
    expect(api.sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'New rules' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: '<p>What changed.</p>' },
    });
    fireEvent.click(within(dialog).getByLabelText('Published'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.sent).toEqual([
      {
        title: 'New rules',
        category_id: '5',
        description: '<p>What changed.</p>',
        is_published: '0',
      },
    ]);
  });

  it('shows the server’s field error on the slug and keeps the dialog open', async () => {
    const api = serveArticles({ refuseSlug: true });
    renderAt();
    const row = await screen.findByRole('heading', { level: 2, name: 'Moving in' }, slow);
    fireEvent.click(
      within(row.closest('li') as HTMLElement).getByRole('button', { name: 'Edit Moving in' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Moving in' }, slow);
    expect((within(dialog).getByLabelText('Text') as HTMLTextAreaElement).value).toBe(
      '<p>Read the meter.</p>',
    );
    fireEvent.change(within(dialog).getByLabelText('Slug'), { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another article already has this slug.', {}, slow),
    ).toBeTruthy();
    expect(api.sent).toEqual([
      {
        id: '11',
        title: 'Moving in',
        slug_id: 'taken',
        category_id: '5',
        description: '<p>Read the meter.</p>',
        is_published: '0',
      },
    ]);
  });
});
