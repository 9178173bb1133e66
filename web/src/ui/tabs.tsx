import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  /** Visible tab label, e.g. "Pending (3)". */
  label: ReactNode;
  panel: ReactNode;
}

/** Keyboard-accessible tabs (arrow keys move between tabs); the first tab is selected by default. */
export function Tabs({
  tabs,
  defaultIndex = 0,
  className,
}: {
  tabs: TabItem[];
  defaultIndex?: number;
  className?: string;
}) {
  return (
    <TabGroup defaultIndex={defaultIndex} className={className}>
      <TabList className="flex gap-1 overflow-x-auto rounded-full bg-cream-200 p-1">
        {tabs.map((tab, index) => (
          <Tab
            key={index}
            className={cx(
              // On phones the tabs share the row, so three admin tabs fit in 358 px without scrolling.
              'flex-1 shrink-0 whitespace-nowrap rounded-full px-2 py-2 text-[13px] font-semibold text-ink-700 transition-colors sm:flex-none sm:px-4 sm:text-sm',
              'data-hover:text-ink-900 data-selected:bg-white data-selected:text-ink-900 data-selected:shadow-sm',
              'focus-visible:outline-2 focus-visible:outline-terracotta-600',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((tab, index) => (
          <TabPanel key={index}>{tab.panel}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
