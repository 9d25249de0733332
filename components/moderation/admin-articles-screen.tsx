import Link from 'next/link';
import { useState } from 'react';
import { adminArticlesPageSize, useAdminArticles } from '@/api/admin-content/get-admin-articles';
import { useAdminArticleCategories } from '@/api/admin-content/get-admin-article-categories';
import type { AdminArticleCategoryDto, AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import {
  ConsoleFilters,
  filterParameters,
  useAddressFilters,
} from '@/components/layout/console-filters';
import { ConsolePagedList } from '@/components/layout/console-paged-list';
import { ConsoleScreen } from '@/components/layout/console-screen';
import { ConsoleSection } from '@/components/layout/console-section';
import { useSiteText } from '@/components/layout/use-site-text';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/load-status';
import { useUrlListPage } from '@/hooks/use-list-page';
import { adminPaths } from '@/utils/admin-paths';
import { calendarDateText } from '@/utils/intl-formatters';
import consoleStyles from '@/components/layout/console.module.css';
import { ArticleEditor } from './article-editor';
import { EditableRow, EditorDialog, type EditingEntry } from './editable-list';

const filterNames = ['search', 'category_id'] as const;
type ArticleFilters = Record<(typeof filterNames)[number], string>;

const listPath = (filters: ArticleFilters, page = 1): string =>
  adminPaths.articles({ ...filterParameters(filters), page: page > 1 ? page : null });

function ArticleRow({
  article,
  categoryName,
  onEdit,
}: {
  article: AdminArticleDto;
  categoryName: string | undefined;
  onEdit: () => void;
}) {
  const { t, locale } = useSiteText();
  return (
    <EditableRow
      heading="h2"
      name={article.title}
      icon={article.image}
      onEdit={onEdit}
      lines={[
        [
          categoryName ?? t('admin_articles.no_category'),
          t(article.is_published ? 'admin_articles.published' : 'admin_articles.draft'),
          calendarDateText(article.created_at, locale),
        ].join(' · '),
        <bdi key="slug" dir="ltr">
          /articles/{article.slug_id}
        </bdi>,
      ]}
    />
  );
}

function ArticleCategories({ categories }: { categories: readonly AdminArticleCategoryDto[] }) {
  const { t } = useSiteText();
  return (
    <ul className={consoleStyles.list}>
      {categories.map((category) => (
        <li key={category.id} className={consoleStyles.item}>
          <strong>
            <bdi>{category.category}</bdi>
          </strong>
          <p className={consoleStyles.muted}>
            {[
              category.slug_id,
              t(category.is_active ? 'admin_catalogue.active' : 'admin_catalogue.inactive'),
              t('admin_articles.articles_count', {
                count: category.articles_count,
                published: category.published_count,
              }),
            ].join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/articles (administrator): the articles, drafts too, searched and paged, written and
 * changed in a dialog; then the categories they are filed under (changed at /admin/categories).
 */
export function AdminArticlesScreen() {
  const { t } = useSiteText();
  const filters = useAddressFilters(filterNames);
  const page = useUrlListPage(adminArticlesPageSize);
  const articles = useAdminArticles({
    search: filters.search,
    categoryId: filters.category_id,
    limit: page.limit,
    offset: page.offset,
  });
  const categories = useAdminArticleCategories();
  const categoryNames = new Map(
    (categories.data ?? []).map((category) => [category.id, category.category]),
  );
  const [editing, setEditing] = useState<EditingEntry<AdminArticleDto>>(null);
  return (
    <ConsoleScreen
      title={t('admin_articles.title')}
      description={t('admin_articles.intro')}
      canonicalPath={adminPaths.articles()}
      roles={['administrator']}
    >
      <div>
        <Button onClick={() => setEditing({ entry: null })} disabled={!categories.data}>
          {t('admin_articles.add')}
        </Button>
      </div>
      <ConsoleFilters
        values={filters}
        pathFor={listPath}
        label={t('admin_articles.filters_label')}
        fields={[
          { name: 'search', label: t('admin_articles.search'), type: 'search', maxLength: 100 },
          {
            name: 'category_id',
            label: t('admin_articles.category'),
            choices: (categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: category.category,
            })),
          },
        ]}
      />
      <ConsolePagedList
        texts="admin_articles"
        result={articles}
        page={page}
        hrefFor={(next) => listPath(filters, next)}
      >
        {(found) => (
          <ul className={consoleStyles.list}>
            {found.data.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                categoryName={
                  article.category_id === null ? undefined : categoryNames.get(article.category_id)
                }
                onEdit={() => setEditing({ entry: article })}
              />
            ))}
          </ul>
        )}
      </ConsolePagedList>
      <ConsoleSection
        title={t('admin_articles.categories')}
        intro={t('admin_articles.categories_intro')}
      >
        <p>
          <Link href={adminPaths.categories()} prefetch={false}>
            {t('admin_articles.edit_categories')}
          </Link>
        </p>
        <Loaded
          result={categories}
          failedText={t('admin_articles.load_failed')}
          className={consoleStyles.status}
        >
          {(list) => <ArticleCategories categories={list} />}
        </Loaded>
      </ConsoleSection>
      <EditorDialog
        editing={editing}
        editTitle={(article) => t('admin_catalogue.edit_title', { name: article.title })}
        addTitle={t('admin_articles.add')}
        onClose={() => setEditing(null)}
      >
        {(article) => (
          <ArticleEditor
            article={article}
            categories={categories.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </EditorDialog>
    </ConsoleScreen>
  );
}
