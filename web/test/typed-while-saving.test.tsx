// A form whose result shows live before the server's answer returns: the admin's new question
// and a member's message appear in their lists while the write is still being acknowledged. What
// the person typed next in the meantime stays when that answer arrives; only what was sent clears.
import { PROMO_CODE_CREATE, PROMO_CODE_FIELDS, QUESTIONS_TEXTS } from '@brunchers/model';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const writes = vi.hoisted(() => ({
  pending: [] as { data: unknown; resolve: () => void }[],
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: () => ({}),
  doc: () => ({}),
  limit: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  query: () => ({}),
  serverTimestamp: () => 'now',
  updateDoc: vi.fn(),
  writeBatch: vi.fn(),
  addDoc: (_ref: unknown, data: unknown) =>
    new Promise<void>((resolve) => writes.pending.push({ data, resolve })),
}));
vi.mock('../src/lib/firebase/live-data', () => ({ useLiveQuery: () => ({ status: 'loading' }) }));
const calls = vi.hoisted(() => ({ pending: [] as { data: unknown; resolve: () => void }[] }));
vi.mock('../src/lib/callables', async (actual) => ({
  ...(await actual<typeof import('../src/lib/callables')>()),
  callable: () => (data: unknown) =>
    new Promise<void>((resolve) => calls.pending.push({ data, resolve })),
}));

const { Component: QuestionsPage } = await import('../src/features/admin/admin-questions-page');
const { MessageComposer } = await import('../src/features/connections/message-composer');
const { Component: PricingPage } = await import('../src/features/admin-events/admin-pricing-page');

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('typing on while the last one is saving', () => {
  it('keeps the next question the admin typed when the first is acknowledged', async () => {
    render(<QuestionsPage />);
    type(QUESTIONS_TEXTS.questionEnglish, 'First?');
    fireEvent.click(screen.getByRole('button', { name: QUESTIONS_TEXTS.add }));
    expect(writes.pending.map((write) => write.data)).toMatchObject([{ question: 'First?' }]);
    type(QUESTIONS_TEXTS.questionEnglish, 'Second?');
    await act(async () => writes.pending[0]!.resolve());
    expect(screen.getByLabelText(QUESTIONS_TEXTS.questionEnglish)).toHaveProperty(
      'value',
      'Second?',
    );
  });

  it('clears the question that was saved when nothing new was typed', async () => {
    writes.pending.length = 0;
    render(<QuestionsPage />);
    type(QUESTIONS_TEXTS.questionEnglish, 'Only?');
    fireEvent.click(screen.getByRole('button', { name: QUESTIONS_TEXTS.add }));
    await act(async () => writes.pending[0]!.resolve());
    expect(screen.getByLabelText(QUESTIONS_TEXTS.questionEnglish)).toHaveProperty('value', '');
  });

  it("keeps a member's next message when the first one's send returns", async () => {
    const sends: { text: string; resolve: () => void }[] = [];
    render(
      <MessageComposer
        id="composer"
        texts={{
          composerLabel: 'Message',
          counter: (length) => `${length}/1000`,
          send: 'Send',
          failed: 'Not sent.',
        }}
        onSend={(text) => new Promise<void>((resolve) => sends.push({ text, resolve }))}
      />,
    );
    type('Message', 'Hello!');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sends.map((send) => send.text)).toEqual(['Hello!']);
    type('Message', 'See you Sunday');
    await act(async () => sends[0]!.resolve());
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'See you Sunday');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => sends[1]!.resolve());
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('keeps the next promotion code the admin typed when the first is created', async () => {
    render(<PricingPage />);
    type(PROMO_CODE_FIELDS.code, 'SPRING10');
    type(PROMO_CODE_FIELDS.percent, '10');
    type(PROMO_CODE_FIELDS.maxRedemptions, '50');
    fireEvent.click(screen.getByRole('button', { name: PROMO_CODE_CREATE }));
    expect(calls.pending.map((call) => call.data)).toMatchObject([
      { code: 'SPRING10', percent_off: 10, max_redemptions: 50 },
    ]);
    type(PROMO_CODE_FIELDS.code, 'SUMMER15');
    type(PROMO_CODE_FIELDS.percent, '15');
    await act(async () => calls.pending[0]!.resolve());
    expect(screen.getByLabelText(PROMO_CODE_FIELDS.code)).toHaveProperty('value', 'SUMMER15');
    expect(screen.getByLabelText(PROMO_CODE_FIELDS.percent)).toHaveProperty('value', '15');
    // What was sent and not typed over clears.
    expect(screen.getByLabelText(PROMO_CODE_FIELDS.maxRedemptions)).toHaveProperty('value', '');
  });
});
