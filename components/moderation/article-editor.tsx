import { useSaveArticle, type SaveArticlePayload } from '@/api/admin-content/save-article';
import type { AdminArticleCategoryDto, AdminArticleDto } from '@/contracts/dto/admin-content-dto';
import { saveArticleSchema } from '@/contracts/requests/admin-content-requests';
import { useSiteText } from '@/components/layout/use-site-text';
import { TextField } from '@/components/ui/text-field';
import { ToggleField } from '@/components/ui/toggle-field';
import { IconField } from './category-editor';
import { EditorForm, requestEditor } from './editor-form';
import { FieldTypeSelect } from './field-type-select';

/** The article editor's values: the category as the select holds it, the new cover if any. */
interface ArticleValues {
  title: string;
  slug_id: string;
  category_id: string;
  description: string;
  is_published: boolean;
  image: File | null;
}

const valuesOf = (article: AdminArticleDto | null): ArticleValues => ({
  title: article?.title ?? '',
  slug_id: article?.slug_id ?? '',
  category_id: article?.category_id ? String(article.category_id) : '',
  description: article?.description ?? '',
  is_published: article?.is_published ?? true,
  image: null,
});

const payloadOf = (values: ArticleValues, id: number | undefined): SaveArticlePayload => ({
  ...(id === undefined ? {} : { id }),
  title: values.title.trim(),
  slug_id: values.slug_id.trim(),
  category_id: values.category_id === '' ? undefined : Number(values.category_id),
  description: values.description.trim(),
  is_published: values.is_published ? 1 : 0,
  image: values.image,
});

export interface ArticleEditorProps {
  /** The article to change; null to write one. */
  article: AdminArticleDto | null;
  /** The categories an article may be filed under. */
  categories: readonly AdminArticleCategoryDto[];
  onDone: () => void;
}

/** Writes or changes an article: title, address, category, text (HTML allowed), cover, draft. */
export function ArticleEditor({ article, categories, onDone }: ArticleEditorProps) {
  const { t } = useSiteText();
  const save = useSaveArticle();
  /** A field's hint, `admin_articles.<key>_hint`; with its label, `admin_articles.<key>`. */
  const hinted = (key: string) => ({ hint: t(`admin_articles.${key}_hint`) });
  const texts = (key: string) => ({ label: t(`admin_articles.${key}`), ...hinted(key) });
  const names = new Map(categories.map((category) => [String(category.id), category.category]));
  return (
    <EditorForm<ArticleValues>
      initialValues={valuesOf(article)}
      {...requestEditor({
        schema: saveArticleSchema,
        payload: (values: ArticleValues) => payloadOf(values, article?.id),
        files: ['image'],
        fallbackField: 'title',
        send: save.mutateAsync,
      })}
      savedText={t('admin_articles.saved')}
      onDone={onDone}
    >
      <TextField name="title" label={t('admin_articles.title_field')} />
      <TextField name="slug_id" label={t('admin_catalogue.slug')} {...hinted('slug')} dir="ltr" />
      <FieldTypeSelect
        name="category_id"
        label={t('admin_articles.category')}
        types={['', ...names.keys()]}
        typeLabel={(id) => names.get(id) ?? t('admin_articles.choose_category')}
      />
      <TextField name="description" {...texts('description')} multiline rows={12} />
      <IconField current={article?.image ?? null} {...texts('image')} />
      <ToggleField name="is_published" {...texts('is_published')} />
    </EditorForm>
  );
}
