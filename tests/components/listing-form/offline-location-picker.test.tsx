import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  openLocationStep,
  pickDubai,
  prepareListingFormEachTest,
  type,
  valueOf,
} from './listing-form-kit';

prepareListingFormEachTest();

describe('offline location picker (no maps key)', { timeout: 20_000 }, () => {
  it("fills the city's coordinates and the formatted address from the chosen place", async () => {
    await openLocationStep();
    expect(
      screen.getByRole('application', { name: "Map for picking the property's location" }),
    ).toBeTruthy();

    await pickDubai();
    expect(valueOf('Latitude')).toBe('25.07725');
    expect(valueOf('Longitude')).toBe('55.30927');
    expect(valueOf('Full address')).toBe('Dubai, Dubai, United Arab Emirates');

    type('Street and number', '5 Marina Walk');
    expect(valueOf('Full address')).toBe('5 Marina Walk, Dubai, Dubai, United Arab Emirates');
  });

  it("falls back to the state's centre for a city without coordinates", async () => {
    await openLocationStep();
    await pickDubai();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Hatta' } });

    await waitFor(() => expect(valueOf('Latitude')).toBe('25.2'));
    expect(valueOf('Longitude')).toBe('55.27');
    expect(valueOf('Full address')).toBe('Hatta, Dubai, United Arab Emirates');
  });

  it('starts the state and city over when the country changes', async () => {
    await openLocationStep();
    await pickDubai();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });

    await waitFor(() => expect(valueOf('Latitude')).toBe('54'));
    expect(valueOf('Longitude')).toBe('-2');
    expect((screen.getByLabelText('State or region') as HTMLSelectElement).value).toBe('');
    expect(valueOf('Full address')).toBe('United Kingdom');
  });
});
