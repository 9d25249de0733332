import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFile,
  fillDetails,
  findStep,
  imageSize,
  jpeg,
  next,
  openLocationStep,
  pickDubai,
  prepareListingFormEachTest,
  renderAddProperty,
  type,
} from './listing-form-kit';

prepareListingFormEachTest();

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : null;
};

describe('listing form steps', { timeout: 20_000 }, () => {
  it('blocks Next while the step has errors, shows them on the fields and focuses the first', async () => {
    renderAddProperty();
    await screen.findByLabelText('Title');
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();

    type('Price', '12.345');
    next();

    await waitFor(() => expect(errorOf('Title')).toBe('Enter a title'));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Description')).toBe('Enter a description');
    expect(errorOf('Category')).toBe('Choose a category');
    expect(errorOf('Price')).toBe('The price can have at most 2 decimals');
    // Focus moves to the first field in error once the errors are drawn.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    // Errors of later steps (location, title image) are not shown yet.
    expect(screen.queryByLabelText('Country')).toBeNull();
  });

  it('asks for the rent period only for a rental, and requires it then', async () => {
    renderAddProperty();
    await fillDetails('sell');
    expect(screen.queryByLabelText('Rent is paid')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'For rent' }));
    next();
    await waitFor(() => expect(errorOf('Rent is paid')).toBe('Choose how often the rent is paid'));
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rent is paid'), { target: { value: 'monthly' } });
    next();
    expect(await findStep('Location')).toBeTruthy();
  });

  it('keeps every value when going back', async () => {
    await openLocationStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    await findStep('Details');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Sea view flat');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('3');
    expect(screen.getByRole('radio', { name: 'For sale' })).toHaveProperty('checked', true);
  });

  it('asks for the place before leaving the location step', async () => {
    await openLocationStep();
    expect(
      screen.getByRole('application', { name: "Map for picking the property's location" }),
    ).toBeTruthy();
    next();
    await waitFor(() => expect(screen.getByText('Enter the country')).toBeTruthy());
    expect(screen.getByText('Enter the city')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Country')));

    await pickDubai();
    next();
    expect(await findStep('Parameters')).toBeTruthy();
  });

  it("requires the category's required parameters and each ticked facility's distance", async () => {
    await openLocationStep();
    await pickDubai();
    next();
    await findStep('Parameters');
    expect(
      screen.getByText('Fill in what buyers and tenants want to know about this Apartment.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'School' }));
    next();

    await waitFor(() => expect(errorOf('Bedrooms')).toBe('Fill in this parameter'));
    expect(errorOf('Distance to School')).toBe('Enter the distance in kilometres');
    type('Bedrooms', '2');
    type('Distance to School', '0.8');
    next();
    expect(await findStep('Photos and files')).toBeTruthy();
  });
});

describe('listing form media', { timeout: 20_000 }, () => {
  async function openMediaStep() {
    await openLocationStep();
    await pickDubai();
    next();
    await findStep('Parameters');
    type('Bedrooms', '3');
    next();
    await findStep('Photos and files');
  }

  it('refuses a photo under 120 × 120 or of another type before any upload', async () => {
    await openMediaStep();
    imageSize.width = 100;
    await chooseFile('Title image', jpeg('tiny.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'tiny.jpg is smaller than 120 × 120 pixels.',
    );
    expect(screen.queryByRole('img')).toBeNull();

    await chooseFile('Gallery photos', new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('anim.gif: this type of file is not accepted here.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove anim.gif' })).toBeNull();
  });

  it('shows previews of chosen gallery photos and removes one', async () => {
    await openMediaStep();
    await chooseFile('Gallery photos', jpeg('kitchen.jpg'), jpeg('bath.jpg'));

    expect((await screen.findByRole('img', { name: 'kitchen.jpg' })).getAttribute('src')).toMatch(
      /^blob:preview-/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove kitchen.jpg' }));
    expect(screen.queryByRole('img', { name: 'kitchen.jpg' })).toBeNull();
    expect(screen.getByRole('img', { name: 'bath.jpg' })).toBeTruthy();
  });

  it('requires the title image before going on', async () => {
    await openMediaStep();
    next();
    expect(await screen.findByText('Choose a title image')).toBeTruthy();
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Choose an image (Title image)' }),
      ),
    );
  });
});
