import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../src/features/landing/faq';
import { FAQ } from '@brunchers/model';

const question = (index: number) => screen.getByRole('button', { name: FAQ[index]!.question });
const expanded = () =>
  FAQ.map((_, index) => question(index).getAttribute('aria-expanded') === 'true');

describe('FaqAccordion', () => {
  it('has the six questions of the spec, all closed at first', () => {
    render(<FaqAccordion items={FAQ} />);
    expect(FAQ).toHaveLength(6);
    expect(expanded()).toEqual([false, false, false, false, false, false]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps at most one item open and shows its answer', () => {
    render(<FaqAccordion items={FAQ} />);
    fireEvent.click(question(0));
    expect(expanded()).toEqual([true, false, false, false, false, false]);
    expect(screen.getByRole('region', { name: FAQ[0]!.question }).textContent).toBe(FAQ[0]!.answer);
    fireEvent.click(question(3));
    expect(expanded()).toEqual([false, false, false, true, false, false]);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', () => {
    render(<FaqAccordion items={FAQ} />);
    fireEvent.click(question(2));
    fireEvent.click(question(2));
    expect(expanded()).toEqual([false, false, false, false, false, false]);
  });

  it('moves focus between questions with the arrow, Home and End keys', () => {
    render(<FaqAccordion items={FAQ} />);
    question(0).focus();
    fireEvent.keyDown(question(0), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question(1));
    fireEvent.keyDown(question(1), { key: 'End' });
    expect(document.activeElement).toBe(question(5));
    fireEvent.keyDown(question(5), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question(0));
    fireEvent.keyDown(question(0), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(question(5));
    fireEvent.keyDown(question(5), { key: 'Home' });
    expect(document.activeElement).toBe(question(0));
  });

  it('covers what the ticket includes: organisation only, no food or drinks', () => {
    const included = FAQ.find((item) => item.question.includes('included'));
    expect(included?.answer).toMatch(/organisation/);
    expect(included?.answer).toMatch(/Food and drinks are not included/);
  });
});
