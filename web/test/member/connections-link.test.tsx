// The header's Connections link carries the unread total (issue 38 §2): in its accessible name
// and as a badge; none at zero.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConnectionsLink } from '../../src/app/member-shell/connections-link';

const renderLink = (unread: number) =>
  render(
    <MemoryRouter>
      <ConnectionsLink unread={unread} />
    </MemoryRouter>,
  );

describe('ConnectionsLink', () => {
  it('names the unread total and shows it as a badge', () => {
    renderLink(3);
    const link = screen.getByRole('link', { name: 'Connections, 3 unread' });
    expect(link.getAttribute('href')).toBe('/connections');
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
  });

  it('has no badge at zero, and caps the figure at 99+', () => {
    const { unmount } = renderLink(0);
    expect(screen.getByRole('link', { name: 'Connections' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    unmount();
    renderLink(120);
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  });
});
