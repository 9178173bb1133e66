import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../src/ui/tabs';

const TABS = [
  { label: 'Pending (2)', panel: <p>pending list</p> },
  { label: 'Checked In (1)', panel: <p>checked-in list</p> },
  { label: 'Decided', panel: <p>decided list</p> },
];
const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen.getAllByRole('tab').map((each) => each.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('selects the default tab and mounts only its panel, labelled by it', () => {
    render(<Tabs tabs={TABS} defaultIndex={1} />);
    expect(selected()).toEqual([false, true, false]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('checked-in list');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Checked In (1)').id);
    expect(screen.queryByText('pending list')).toBeNull();
    // One tab stop: the selected tab.
    expect(tab('Checked In (1)').tabIndex).toBe(0);
    expect(tab('Pending (2)').tabIndex).toBe(-1);
  });

  it('answers clicks, arrow keys (wrapping), Home and End, moving focus with the selection', () => {
    render(<Tabs tabs={TABS} />);
    fireEvent.click(tab('Decided'));
    expect(selected()).toEqual([false, false, true]);
    fireEvent.keyDown(tab('Decided'), { key: 'ArrowRight' });
    expect(selected()).toEqual([true, false, false]);
    expect(document.activeElement).toBe(tab('Pending (2)'));
    fireEvent.keyDown(tab('Pending (2)'), { key: 'ArrowLeft' });
    expect(selected()).toEqual([false, false, true]);
    fireEvent.keyDown(tab('Decided'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('pending list');
    fireEvent.keyDown(tab('Pending (2)'), { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('decided list');
    fireEvent.keyDown(tab('Decided'), { key: 'a' });
    expect(selected()).toEqual([false, false, true]);
  });
});
