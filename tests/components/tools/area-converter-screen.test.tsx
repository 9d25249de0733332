import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaConverterScreen } from '@/components/tools/area-converter-screen';
import { renderWithProviders } from '../../support/render-with-providers';

function sides() {
  const from = screen.getByRole('group', { name: 'Convert from' });
  const to = screen.getByRole('group', { name: 'Convert to' });
  return {
    fromValue: within(from).getByRole<HTMLInputElement>('textbox', { name: 'Area' }),
    fromUnit: within(from).getByRole<HTMLSelectElement>('combobox', { name: 'Unit' }),
    toValue: within(to).getByRole<HTMLInputElement>('textbox', { name: 'Area' }),
    toUnit: within(to).getByRole<HTMLSelectElement>('combobox', { name: 'Unit' }),
  };
}

describe('the area converter', () => {
  it('converts as the visitor types, in either field', () => {
    renderWithProviders(<AreaConverterScreen />);
    const { fromValue, fromUnit, toValue, toUnit } = sides();
    expect(fromValue.value).toBe('1000');
    expect(toValue.value).toBe('92.903');

    fireEvent.change(toUnit, { target: { value: 'acre' } });
    fireEvent.change(fromValue, { target: { value: '87120' } });
    expect(toValue.value).toBe('2');

    fireEvent.change(fromUnit, { target: { value: 'marla' } });
    fireEvent.change(toUnit, { target: { value: 'kanal' } });
    fireEvent.change(toValue, { target: { value: '3' } });
    expect(fromValue.value).toBe('60');
  });

  it('swaps the units with their values', () => {
    renderWithProviders(<AreaConverterScreen />);
    fireEvent.click(screen.getByRole('button', { name: /Swap units/ }));
    const { fromValue, fromUnit, toValue, toUnit } = sides();
    expect(fromUnit.value).toBe('sq_m');
    expect(fromValue.value).toBe('92.903');
    expect(toUnit.value).toBe('sq_ft');
    expect(toValue.value).toBe('1000');
  });

  it('says what is wrong with input that is not a number, and empties the other field', () => {
    renderWithProviders(<AreaConverterScreen />);
    const { fromValue, toValue } = sides();
    fireEvent.change(fromValue, { target: { value: '12abc' } });
    expect(fromValue.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(fromValue.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter a number, such as 1250 or 3.5.');
    expect(toValue.value).toBe('');
  });

  it('states the size used for every unit, with the region for local units', () => {
    renderWithProviders(<AreaConverterScreen />);
    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Marla').textContent).toContain(
      '1 = 272.25 Square feet (Punjab, Pakistan and India)',
    );
    expect(row('Kanal').textContent).toContain('1 = 20 Marla');
    expect(row('Bigha').textContent).toContain('1 = 14,400 Square feet (West Bengal, India)');
    expect(row('Acres').textContent).toContain('0.0229568');
  });
});
