import { fireEvent, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryDto } from '@/contracts/dto/category-dto';
import { filterKeys } from '@/contracts/query-keys/filter-keys';
import { PropertyCard } from '@/components/listing/property-card';
import { ParametersStep } from '@/components/listing-form/parameters-step';
import { emptyListingValues, parameterKey } from '@/components/listing-form/listing-form-values';
import { ParameterFilter } from '@/components/property/parameter-filter';
import { PropertyParameters } from '@/components/property/property-parameters';
import { arabic } from '../../support/client-fixtures';
import {
  aBedroomsParameter,
  aCategory,
  aFurnishingParameter,
  aPropertyCard,
} from '../../support/fixtures/homepage-fixture';
import { renderWithProviders } from '../../support/render-with-providers';

const furnishing = aFurnishingParameter({
  translations: { ar: { name: 'الأثاث', choices: ['مفروشة', 'غير مفروشة'] } },
});
const bedrooms = aBedroomsParameter({ translations: { ar: { name: 'غرف النوم' } } });
/** No Arabic name: shown in English. */
const floor = { ...bedrooms, id: 6, name: 'Floor', is_required: false, translations: {} };

const villa: CategoryDto = aCategory({
  category: 'Villa',
  translations: { ar: { name: 'فيلا' } },
  parameter_types: [bedrooms, furnishing, floor],
});

function arabicCard() {
  return aPropertyCard({
    title: 'Industrial unit',
    category: {
      id: 3,
      category: 'Villa',
      slug_id: 'villa',
      image: null,
      translations: { ar: { name: 'فيلا' } },
    },
    parameters: [
      {
        id: 3,
        name: 'Area (sq ft)',
        value: '15,500',
        image: null,
        type_values: [],
        translations: {},
      },
      { ...furnishing, value: 'Furnished' },
    ],
  });
}

describe('catalogue names in the visitor language', () => {
  it('a card shows Arabic category and choice names, and English where no translation exists', () => {
    renderWithProviders(<PropertyCard property={arabicCard()} />, { language: arabic });
    expect(screen.getByText('فيلا')).toBeTruthy();
    expect(screen.getByText('الأثاث')).toBeTruthy();
    expect(screen.getByText('مفروشة')).toBeTruthy();
    expect(screen.getByText('Area (sq ft)')).toBeTruthy();
  });

  it('a card keeps English names for an English visitor', () => {
    renderWithProviders(<PropertyCard property={arabicCard()} />);
    expect(screen.getByText('Villa')).toBeTruthy();
    expect(screen.getByText('Furnished')).toBeTruthy();
    expect(screen.queryByText('فيلا')).toBeNull();
  });

  it('isolates a value with its unit and the title from the Arabic text around them', () => {
    renderWithProviders(<PropertyCard property={arabicCard()} />, { language: arabic });
    expect(screen.getByText('15,500').tagName).toBe('BDI');
    expect(screen.getByText('Area (sq ft)').tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: 'Industrial unit' }).getAttribute('dir')).toBe('auto');
  });

  it('the detail parameters show Arabic names and choice labels', () => {
    renderWithProviders(
      <PropertyParameters
        parameters={[
          { ...bedrooms, value: '4' },
          { ...furnishing, value: 'Unfurnished' },
          { ...floor, value: '2' },
        ]}
      />,
      { language: arabic },
    );
    expect(screen.getByText('غرف النوم')).toBeTruthy();
    expect(screen.getByText('غير مفروشة')).toBeTruthy();
    expect(screen.getByText('Floor')).toBeTruthy();
  });

  it('the parameter filter labels choices in Arabic but sends the canonical value', () => {
    renderWithProviders(
      <ParameterFilter categoryId={villa.id} parameterId="5" parameterValue="Furnished" />,
      {
        language: arabic,
        queryData: [[filterKeys.categoryParameters(villa.id), villa.parameter_types]],
      },
    );
    const names = screen.getAllByRole('combobox')[0]!;
    expect(within(names).getByRole('option', { name: 'الأثاث' })).toBeTruthy();
    expect(within(names).getByRole('option', { name: 'Floor' })).toBeTruthy();
    const option = screen.getByRole('option', { name: 'مفروشة' }) as HTMLOptionElement;
    expect(option.value).toBe('Furnished');
    expect(option.selected).toBe(true);
  });

  it('the listing form shows Arabic choices and keeps the canonical value in what it submits', async () => {
    const submitted = vi.fn();
    renderWithProviders(
      <Formik initialValues={emptyListingValues()} onSubmit={submitted}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <ParametersStep category={villa} facilities={[]} />
            <button type="submit">Send</button>
          </form>
        )}
      </Formik>,
      { language: arabic },
    );
    const select = screen.getByLabelText(/الأثاث/) as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: 'غير مفروشة' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Unfurnished' } });
    expect(screen.getByLabelText(/غرف النوم/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    const values = submitted.mock.calls[0]![0] as ReturnType<typeof emptyListingValues>;
    expect(values.parameters[parameterKey(furnishing.id)]).toBe('Unfurnished');
  });
});
