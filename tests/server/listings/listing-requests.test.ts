import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import { countKeywords } from '@/contracts/requests/listing-field-rules';
import {
  deleteListingSchema,
  listingFieldsSchema,
  listingWarnings,
  updateListingSchema,
} from '@/contracts/requests/listing-requests';
import { englishFieldError } from '@/contracts/field-error-english';
import { documentDisplayName } from '@/server/storage/listing-uploads';
import { checkDocument } from '@/server/storage/check-document';

/** What a Formik form holds: typed values, lists as arrays. */
const formValues = {
  title: 'Sunny flat',
  description: 'Two bedrooms.',
  price: 1500.5,
  category_id: 3,
  property_type: 'rent',
  rentduration: 'monthly',
  city: 'Lisbon',
  state: 'Lisbon',
  country: 'Portugal',
  address: 'Rua Augusta 100',
  latitude: 38.7,
  longitude: -9.1,
  is_premium: false,
  slug_id: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  video_link: '',
  parameters: [
    { parameter_id: 1, value: 2 },
    { parameter_id: 2, value: '' },
    { parameter_id: 4, value: ['Pool', 'Garden'] },
  ],
  facilities: [{ facility_id: 5, distance: 0.75 }],
};

/** Field → the English sentence the API answers for it. */
async function errorsOf(schema: Schema, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      error.inner.map((inner) => [inner.path, englishFieldError(inner.message)]),
    );
  }
}

describe('the shared listing schema', () => {
  it('accepts a form’s typed values and drops unfilled parameters', async () => {
    const cast = await listingFieldsSchema.validate(formValues);
    expect(cast).toMatchObject({
      price: '1500.5',
      category_id: 3,
      rentduration: 'monthly',
      parameters: [
        { parameter_id: 1, value: '2' },
        { parameter_id: 4, value: 'Pool,Garden' },
      ],
      facilities: [{ facility_id: 5, distance: 0.75 }],
    });
  });

  it('accepts the same listing as multipart strings', async () => {
    const cast = await listingFieldsSchema.validate({
      ...formValues,
      price: '1500.50',
      category_id: '3',
      latitude: '38.7',
      longitude: '-9.1',
      is_premium: '1',
      parameters: JSON.stringify(formValues.parameters),
      facilities: '[{"facility_id":"5","distance":"0.75"}]',
    });
    expect(cast).toMatchObject({ price: '1500.50', is_premium: true, latitude: 38.7 });
    expect(cast.facilities).toEqual([{ facility_id: 5, distance: 0.75 }]);
  });

  it('drops the rent duration of a sell listing', async () => {
    const cast = await listingFieldsSchema.validate({ ...formValues, property_type: 'sell' });
    expect(cast).not.toHaveProperty('rentduration');
  });

  it('answers plain sentences for a blank form', async () => {
    expect(await errorsOf(listingFieldsSchema, {})).toMatchObject({
      title: 'Enter a title',
      description: 'Enter a description',
      price: 'Enter the price',
      category_id: 'Choose a category',
      city: 'Enter the city',
      address: 'Enter the address',
      latitude: 'Pick the location on the map',
    });
  });

  it('lets an update leave fields out but not empty the required ones', async () => {
    expect(await errorsOf(updateListingSchema, { id: 4 })).toEqual({});
    expect(await errorsOf(updateListingSchema, { id: 4, title: ' ', price: '' })).toEqual({
      title: 'Enter a title',
      price: 'Enter the price',
    });
    expect(await errorsOf(updateListingSchema, {})).toEqual({ id: 'Say which listing to change' });
  });

  it('reads remove_* ids as a comma list or a list, and refuses anything else', async () => {
    const cast = await updateListingSchema.validate({
      id: '4',
      remove_gallery_images: '3, 9,',
      remove_documents: ['7', 8],
      action_type: 1,
    });
    expect(cast).toMatchObject({
      remove_gallery_images: [3, 9],
      remove_documents: [7, 8],
      action_type: '1',
    });
    expect(
      await errorsOf(updateListingSchema, {
        id: 4,
        remove_documents: '3;drop table',
        action_type: '2',
      }),
    ).toEqual({
      remove_documents: 'remove_documents is a comma-separated list of ids',
      action_type: 'action_type is 0 (save) or 1 (delete)',
    });
    expect(await errorsOf(deleteListingSchema, { id: 'x' })).toEqual({ id: 'id must be a number' });
  });

  it('warns, without refusing, about a meta title over 60 characters', async () => {
    expect(listingWarnings({ meta_title: 'x'.repeat(60) })).toEqual({});
    expect(listingWarnings({ meta_title: 'x'.repeat(61) }).meta_title).toMatch(/61/);
    await expect(
      listingFieldsSchema.validate({ ...formValues, meta_title: 'x'.repeat(200) }),
    ).resolves.toBeTruthy();
  });

  it('counts meta keywords as non-empty comma-separated phrases', () => {
    expect(countKeywords('a, b ,, c,')).toBe(3);
    expect(countKeywords('')).toBe(0);
  });
});

describe('document names and checks', () => {
  it('keeps a readable name with the real kind’s extension and no tricks', () => {
    expect(documentDisplayName('Plan \u202Efdp.exe', 'pdf')).toBe('Plan fdp.pdf');
    expect(documentDisplayName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(documentDisplayName('a\u0000b\nc.docx', 'docx')).toBe('abc.docx');
    expect(documentDisplayName('', 'doc', 2)).toBe('Document 3.doc');
    expect(documentDisplayName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(104);
  });

  it('tells a Word .doc from another OLE2 file', () => {
    const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const word = Buffer.concat([ole2, Buffer.from('WordDocument', 'utf16le')]);
    expect(checkDocument(word, 'doc', 'documents')).toBe('doc');
    const excel = Buffer.concat([ole2, Buffer.from('Workbook', 'utf16le')]);
    expect(() => checkDocument(excel, 'doc', 'documents')).toThrow();
    expect(() => checkDocument(Buffer.from('%PDF-1.4'), 'png', 'documents')).toThrow();
  });
});
