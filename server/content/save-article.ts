import type { AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import type {
  AdminArticlesQuery,
  SaveArticleInput,
} from '@/contracts/requests/admin-content-requests';
import { validationFailed } from '../core/app-error';
import type { RouteResult, UploadedFile } from '../core/route';
import type { Database } from '../db/database';
import { databaseErrorOf } from '../db/transactions';
import { saveAudited } from '../audit/save-audited';
import { bumpSiteVersion } from '../pages/site-version';
import { removeImage } from '../storage/remove-image';
import type { PictureSaveContext } from '../storage/staff-picture-write';
import { imageUrl } from '../storage/media-url';
import { saveWithPicture, type PictureStore } from '../storage/save-with-picture';
import { storePhotoUpload } from '../storage/store-photo-upload';
import {
  articleSlugTaken,
  categoryExists,
  findArticle,
  freeArticleSlug,
  selectAdminArticles,
  writeArticle,
  type AdminArticleRow,
} from './admin-content-repository';
import { sanitizeAdminText } from './sanitize-admin-html';

/** The most an article's cover (a PNG, JPEG or WebP photo) may weigh: 5 MB. */
export const articleImageMaxBytes = 5 * 1_048_576;

const articleCover: PictureStore = {
  store: (writer, file) => storePhotoUpload(writer, file, 'articles'),
  removeReplaced: removeImage,
};

export const toAdminArticleDto = (row: AdminArticleRow): AdminArticleDto => ({
  id: row.id,
  title: row.title,
  slug_id: row.slugId,
  description: row.body,
  image: imageUrl(row.image, 'card'),
  category_id: row.categoryId,
  is_published: row.isPublished,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of an article: all it says, as the site texts' rows do. */
const snapshotOf = (row: AdminArticleRow) => ({
  title: row.title,
  slug_id: row.slugId,
  category_id: row.categoryId,
  is_published: row.isPublished,
  image: row.image,
  description: row.body,
});

/** `admin/articles` (GET): a page of every article, drafts too, newest first, with the total. */
export async function getAdminArticles(
  db: Database,
  query: AdminArticlesQuery,
): Promise<RouteResult<AdminArticleDto[]>> {
  const { rows, total } = await selectAdminArticles(db, {
    search: query.search,
    categoryId: query.category_id,
    limit: query.limit,
    offset: query.offset,
  });
  return { data: rows.map(toAdminArticleDto), total };
}

const slugInUse = () => validationFailed({ slug_id: 'validation.admin_articles.slug_taken' });

/**
 * `admin/articles` (POST): adds an article (no `id`) or changes one: title, slug (made from the
 * title when left out), description (HTML sanitised), category, published or draft, and a new
 * cover when a multipart `image` comes. One audit row; the cover is published once the row
 * points to it. Article pages are generated pages: the site-wide version moves on, so each
 * regenerates on its next visit.
 */
export async function saveArticle(
  db: Database,
  input: SaveArticleInput,
  image: UploadedFile | undefined,
  context: PictureSaveContext,
): Promise<{ data: AdminArticleDto; status: number }> {
  const description = sanitizeAdminText(input.description);
  if (description === '') {
    throw validationFailed({ description: 'validation.admin_articles.description_required' });
  }
  if (!(await categoryExists(db, input.category_id))) {
    throw validationFailed({ category_id: 'validation.admin_articles.category' });
  }
  const wantedSlug = input.slug_id?.trim() || undefined;
  if (wantedSlug && (await articleSlugTaken(db, wantedSlug, input.id))) throw slugInUse();
  let row: AdminArticleRow;
  try {
    row = await saveWithPicture(context.storage, image, articleCover, async (key) => {
      let replaced: string | null = null;
      const result = await saveAudited(db, input.id, context.audit, {
        thing: 'The article',
        targetType: 'article',
        find: findArticle,
        write: async (tx, current) => {
          replaced = key ? (current?.image ?? null) : null;
          return writeArticle(tx, current?.id, {
            title: input.title,
            slugId: wantedSlug ?? current?.slugId ?? (await freeArticleSlug(tx, input.title)),
            body: description,
            categoryId: input.category_id,
            isPublished: input.is_published === 1,
            ...(key ? { image: key } : {}),
          });
        },
        snapshot: snapshotOf,
      });
      return { result, replaced };
    });
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23505') throw slugInUse();
    throw error;
  }
  await bumpSiteVersion();
  return { data: toAdminArticleDto(row), status: input.id ? 200 : 201 };
}
