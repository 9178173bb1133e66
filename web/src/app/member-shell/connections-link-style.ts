// What the Connections link looks like, shared by the live link (loaded after the shell) and the
// placeholder the shell shows until it arrives, so nothing moves when it does.
export const BUBBLE = 'M4 5h16v11H9l-5 4z';
export const LINK_CLASSES =
  'relative ml-auto rounded-full p-2 text-ink-700 hover:bg-ink-900/5 hover:text-ink-900 aria-[current=page]:bg-terracotta-100 aria-[current=page]:text-terracotta-700';
