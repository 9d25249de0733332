import type { Database } from '../database';
import { verificationFormFields } from '../schema';

type NewField = typeof verificationFormFields.$inferInsert;

/**
 * The default agent verification form: who the agent is, their licence and agency, their
 * experience and field, and an identity document. The admin may change it; Arabic names and
 * option labels come with it.
 */
export const defaultVerificationForm: readonly Omit<NewField, 'rank'>[] = [
  {
    name: 'Full name (as on your ID)',
    fieldType: 'text',
    isRequired: true,
    translations: { ar: { name: 'الاسم الكامل (كما في الهوية)' } },
  },
  {
    name: 'Licence number',
    fieldType: 'text',
    isRequired: true,
    translations: { ar: { name: 'رقم الترخيص' } },
  },
  {
    name: 'Agency name',
    fieldType: 'text',
    isRequired: false,
    translations: { ar: { name: 'اسم الوكالة' } },
  },
  {
    name: 'Years of experience',
    fieldType: 'number',
    isRequired: true,
    translations: { ar: { name: 'سنوات الخبرة' } },
  },
  {
    name: 'Specialisation',
    fieldType: 'dropdown',
    isRequired: true,
    options: ['Residential sales', 'Residential rentals', 'Commercial', 'Land', 'New projects'],
    translations: {
      ar: {
        name: 'التخصص',
        choices: ['بيع سكني', 'إيجار سكني', 'تجاري', 'أراضٍ', 'مشاريع جديدة'],
      },
    },
  },
  {
    name: 'Languages you work in',
    fieldType: 'checkbox',
    isRequired: false,
    options: ['English', 'Arabic', 'French', 'Spanish'],
    translations: {
      ar: {
        name: 'اللغات التي تعمل بها',
        choices: ['الإنجليزية', 'العربية', 'الفرنسية', 'الإسبانية'],
      },
    },
  },
  {
    name: 'Identity document (photo or PDF)',
    fieldType: 'file',
    isRequired: true,
    translations: { ar: { name: 'وثيقة الهوية (صورة أو PDF)' } },
  },
  {
    name: 'Anything else we should know',
    fieldType: 'textarea',
    isRequired: false,
    translations: { ar: { name: 'أي معلومات أخرى تود إضافتها' } },
  },
];

/** Inserts the default form (once, with the rest of the demo data); answers how many fields. */
export async function insertVerificationForm(tx: Database): Promise<number> {
  await tx
    .insert(verificationFormFields)
    .values(defaultVerificationForm.map((field, index) => ({ ...field, rank: index + 1 })));
  return defaultVerificationForm.length;
}
