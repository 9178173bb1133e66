// Shared presentational components (no Firebase, no data fetching). One line each:
export { Avatar } from './avatar'; // round photo or initials
export { Badge, type BadgeTone } from './badge'; // small pill label
export { Button, ButtonLink, buttonClasses, type ButtonVariant, type ButtonSize } from './button'; // actions and link-buttons
export { Card, CardTitle } from './card'; // white rounded surface
export { cx } from './cx'; // class-name joiner
export { Dialog } from './dialog'; // accessible modal (Headless UI)
export { EmptyState } from './empty-state'; // empty list / not found message
export { FormField, SelectField, inputClasses } from './form-field'; // labelled input / select with hint and error
export { NeedsFieldset } from './needs-fieldset'; // dietary and access needs with consent
export { PrepSheetCard } from './prep-sheet-card'; // a venue kitchen's counts of needs per table
export { PartySizeSelect } from './party-size-select'; // select of party sizes ("Just me", "2 guests", …)
export { ProgressBar } from './progress-bar'; // labelled progress bar
export { Spinner } from './spinner'; // loading indicator with label
export { StrokeIcon } from './stroke-icon'; // 24 px line icon from one SVG path
export { Tabs, type TabItem } from './tabs'; // keyboard tabs
export { notify, type ToastVariant } from './toast'; // one-at-a-time toasts
export { AppToaster } from './toast/toaster'; // toast outlet, mounted once
