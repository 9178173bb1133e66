// The top bar's phone menu: a disclosure button that shows the main links, usable by keyboard,
// closed by Escape (focus back on the button), a click outside, or following a link.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TopBar } from '../src/app/top-bar';

function renderTopBar(url = '/') {
  const page = (name: string) => (
    <>
      <TopBar />
      <main>
        <h1>{name}</h1>
      </main>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/places', element: page('Places page') },
      { path: '/stories', element: page('Stories page') },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** The phone nav (the desktop one is the other "Main" nav, shown by CSS from md up). */
const phoneNav = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('TopBar phone menu', () => {
  it('is a disclosure button controlling the main links, closed at first', () => {
    renderTopBar();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(phoneNav().tagName).toBe('NAV');
    expect(phoneNav().hidden).toBe(true);
  });

  it('opens with Events, Places and Stories and closes again on a second press', () => {
    renderTopBar();
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(phoneNav().hidden).toBe(false);
    const links = Array.from(phoneNav().querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Events', '/#events'],
      ['Places', '/places'],
      ['Stories', '/stories'],
    ]);
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', () => {
    renderTopBar();
    fireEvent.click(menuButton());
    phoneNav().querySelector('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on a click outside the bar', () => {
    renderTopBar();
    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Home' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed, and marks the current page', async () => {
    const router = renderTopBar();
    fireEvent.click(menuButton());
    const places = Array.from(phoneNav().querySelectorAll('a')).find(
      (a) => a.textContent === 'Places',
    )!;
    await act(async () => {
      fireEvent.click(places);
    });
    expect(router.state.location.pathname).toBe('/places');
    expect(screen.getByRole('heading', { name: 'Places page' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton());
    const current = Array.from(phoneNav().querySelectorAll('a')).find(
      (a) => a.textContent === 'Places',
    )!;
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('closes when the location changes by other means (back, a link elsewhere)', async () => {
    const router = renderTopBar('/stories');
    fireEvent.click(menuButton());
    await act(async () => {
      await router.navigate('/');
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
