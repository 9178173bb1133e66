import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../ui/cx';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Accordion with at most one item open; the open item closes when clicked again. Headers are
 * buttons (Enter/Space toggle) and Arrow Up/Down, Home and End move between them.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function moveFocus(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-ink-900/10 rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-ink-900 hover:bg-cream-50 sm:px-6"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className={cx(
                    'text-xl text-terracotta-600 transition-transform',
                    open && 'rotate-45',
                  )}
                >
                  +
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-ink-700 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
