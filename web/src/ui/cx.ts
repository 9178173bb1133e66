/**
 * Joins class names, skipping falsy ones: cx('a', cond && 'b').
 *
 * It does not merge conflicting Tailwind utilities: with 'bg-white' and 'bg-sage-100' both present
 * the stylesheet's order decides, not the order here. So shared components never let a caller's
 * className override one of their own utilities: variations are props (Card tone, Badge tone,
 * Button variant/size, EmptyState titleAs), and a className only adds what the component leaves
 * unset (margins, layout, padding where the component sets none). A unit test keeps it so.
 */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
