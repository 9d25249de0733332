import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { aSession, arabic, english } from '../../support/client-fixtures';
import { renderWithProviders } from '../../support/render-with-providers';
import { initialSessionState } from '@/store/slices/session-slice';

describe('SiteHeader', () => {
  it('links every main section whose page exists', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Properties', '/properties'],
      ['Rent', '/properties?property_type=rent'],
      ['Buy', '/properties?property_type=sell'],
      ['Projects', '/projects'],
      ['Agents', '/agents'],
      ['Articles', '/articles'],
      ['About', '/about-us'],
      ['Contact', '/contact-us'],
    ]);
  });

  it('marks the most specific link for the current page', () => {
    renderWithProviders(<SiteHeader />, {
      router: { pathname: '/properties', asPath: '/properties?property_type=rent&city=Porto' },
    });
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Rent');
  });

  it('shows the logo with the company name, a sign-in link and the add-property button', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Hearth home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // "Add property" opens the listing form, not the owner's list.
    expect(screen.getByRole('link', { name: 'Add property' }).getAttribute('href')).toBe(
      '/user/add-property',
    );
  });

  it('offers the account menu instead of signing in to a signed-in user', async () => {
    renderWithProviders(<SiteHeader />, {
      preloaded: { session: { ...initialSessionState, data: aSession() } },
    });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    // The menu's code loads after hydration, for signed-in visitors only.
    fireEvent.click(await screen.findByRole('button', { name: /Amina Rahman/ }, { timeout: 5000 }));
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/user/profile',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('folds the menu behind a toggle that opens and closes it, and closes it on Escape', () => {
    renderWithProviders(<SiteHeader />);
    const summary = screen.getByText('Menu').closest('summary');
    const toggle = summary?.closest('details');
    expect(toggle?.open).toBe(false);
    expect(document.getElementById(summary?.getAttribute('aria-controls') ?? '')).toBeTruthy();

    fireEvent.click(summary as HTMLElement);
    expect(toggle?.open).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle?.open).toBe(false);
  });

  it('closes the menu when a link is followed', () => {
    renderWithProviders(<SiteHeader />);
    const summary = screen.getByText('Menu').closest('summary') as HTMLElement;
    fireEvent.click(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Rent' }));
    expect(summary.closest('details')?.open).toBe(false);
  });

  it('lists the languages in their own names, with the current one selected', () => {
    renderWithProviders(<SiteHeader />, { languages: [english, arabic] });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    const options = within(select)
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['en', 'English'],
      ['ar', 'العربية'],
    ]);
    expect(select.value).toBe('en');
  });

  it('hides the language switch when there is only one language', () => {
    renderWithProviders(<SiteHeader />, { languages: [english] });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
