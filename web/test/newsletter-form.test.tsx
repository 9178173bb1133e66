import { NEWSLETTER_WELCOME } from '@brunchers/model';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm, type SaveSignup } from '../src/features/landing/newsletter-form';
import { renderWithApp } from './render';

const emailInput = () => screen.getByLabelText('Email address') as HTMLInputElement;

describe('NewsletterForm (Now Live)', () => {
  it('is an e-mail-only, required field', () => {
    renderWithApp(<NewsletterForm save={vi.fn<SaveSignup>()} />);
    expect(emailInput().type).toBe('email');
    expect(emailInput().required).toBe(true);
  });

  it('has a Join button for the dark Now Live band: light, with its own hover colour and a light focus ring', () => {
    renderWithApp(<NewsletterForm save={vi.fn<SaveSignup>()} />);
    const classes = screen.getByRole('button', { name: 'Join' }).className.split(/\s+/);
    // Not the primary terracotta (which turned the band's own colour on hover).
    expect(classes).toContain('bg-cream-50');
    expect(classes).toContain('hover:bg-butter-200');
    expect(classes).toContain('focus-visible:outline-cream-50');
    expect(
      classes.filter((name) => name.includes('terracotta-6') || name.includes('bg-terracotta')),
    ).toEqual([]);
    expect(emailInput().className.split(/\s+/)).toContain('focus:outline-cream-50');
  });

  it('stores the address, welcomes with the product name and clears the field', async () => {
    const save = vi.fn<SaveSignup>().mockResolvedValue();
    renderWithApp(<NewsletterForm save={save} />);
    fireEvent.change(emailInput(), { target: { value: 'Ana@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(NEWSLETTER_WELCOME.title)).toBeTruthy();
    expect(NEWSLETTER_WELCOME.title).toContain('Brunchers');
    // The spec's second line, kept under double opt-in's instruction.
    expect(NEWSLETTER_WELCOME.description).toContain(
      "We'll send you invites to exclusive events in the city.",
    );
    expect(screen.getByText(NEWSLETTER_WELCOME.description!)).toBeTruthy();
    expect(save).toHaveBeenCalledWith('Ana@Example.com');
    expect(emailInput().value).toBe('');
  });

  it('keeps the address and says so when it cannot be stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi.fn<SaveSignup>().mockRejectedValue(new Error('offline'));
    renderWithApp(<NewsletterForm save={save} />);
    fireEvent.change(emailInput(), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText("We couldn't save your address. Please try again."),
    ).toBeTruthy();
    expect(screen.queryByText(NEWSLETTER_WELCOME.title)).toBeNull();
    await waitFor(() => expect(emailInput().value).toBe('ana@example.com'));
  });
});
