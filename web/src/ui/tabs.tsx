import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  /** Visible tab label, e.g. "Pending (3)". */
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Keyboard-accessible tabs (WAI-ARIA tabs pattern, automatic activation: arrow keys, Home and End
 * move between tabs and select them); the first tab is selected by default. Only the selected
 * panel is mounted. Our own (not Headless UI's Tabs): with its focus and interaction helpers it
 * cost ~12 KB gzip in the first download of the console and the door.
 */
export function Tabs({
  tabs,
  defaultIndex = 0,
  className,
}: {
  tabs: TabItem[];
  defaultIndex?: number;
  className?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(defaultIndex);
  const selected = Math.min(Math.max(chosen, 0), tabs.length - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setChosen(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in move)) return;
    event.preventDefault();
    select(move[event.key]!);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-full bg-cream-200 p-1"
      >
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={index === selected ? `${id}-panel` : undefined}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            onClick={() => select(index)}
            className={cx(
              // On phones the tabs share the row, so three admin tabs fit in 358 px without scrolling.
              'flex-1 shrink-0 whitespace-nowrap rounded-full px-2 py-2 text-[13px] font-semibold text-ink-700 transition-colors sm:flex-none sm:px-4 sm:text-sm',
              'hover:text-ink-900 data-selected:bg-white data-selected:text-ink-900 data-selected:shadow-sm',
              'focus-visible:outline-2 focus-visible:outline-terracotta-600',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        tabIndex={0}
        className="mt-4"
      >
        {tabs[selected]?.panel}
      </div>
    </div>
  );
}
