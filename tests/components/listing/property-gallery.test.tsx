import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyGallery, type GalleryPhoto } from '@/components/listing/property-gallery';
import { renderWithProviders } from '../../support/render-with-providers';

const photos: GalleryPhoto[] = [1, 2, 3, 4, 5].map((n) => ({
  id: String(n),
  image: `/media/photo-${n}.jpg`,
  thumb: `/media/photo-${n}-card.jpg`,
}));

function renderGallery() {
  return renderWithProviders(<PropertyGallery photos={photos} title="Garden villa" />);
}

function gallery(): HTMLElement {
  return screen.getByRole('region', { name: 'Photos' });
}

function mainPhoto(): HTMLImageElement {
  return within(gallery()).getByRole('img', { name: /^Garden villa, photo/ }) as HTMLImageElement;
}

describe('PropertyGallery', () => {
  it('pages through the photos with next and previous, wrapping at the ends', () => {
    renderGallery();
    expect(within(gallery()).getByText('1 / 5')).toBeTruthy();
    expect(mainPhoto().getAttribute('src')).toBe('/media/photo-1.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(within(gallery()).getByText('2 / 5')).toBeTruthy();
    expect(mainPhoto().getAttribute('src')).toBe('/media/photo-2.jpg');
    expect(mainPhoto().getAttribute('alt')).toBe('Garden villa, photo 2 of 5');

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery()).getByText('5 / 5')).toBeTruthy();
  });

  it('shows a photo when its thumbnail is chosen, and marks that thumbnail', () => {
    renderGallery();
    const thumbnail = screen.getByRole('link', { name: 'Show photo 4 of 5' });
    expect(thumbnail.getAttribute('href')).toBe('/media/photo-4.jpg');
    fireEvent.click(thumbnail);
    expect(mainPhoto().getAttribute('src')).toBe('/media/photo-4.jpg');
    expect(thumbnail.getAttribute('aria-current')).toBe('true');
  });

  it('opens a full-screen viewer with a counter; arrow keys page, Escape closes', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('link', { name: /Open the photos full screen/ }));

    // The viewer's code loads when it is first opened.
    const viewer = await screen.findByRole(
      'dialog',
      { name: 'Photos of Garden villa' },
      { timeout: 5000 },
    );
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(within(viewer).getByText('2 / 5')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(viewer).getByText('3 / 5')).toBeTruthy();
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/media/photo-3.jpg');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('1 / 5')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery stays on the photo the viewer ended on.
    expect(within(gallery()).getByText('1 / 5')).toBeTruthy();
  });

  it('closes the viewer with its close button', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('link', { name: /Open the photos full screen/ }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Close the photos' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
