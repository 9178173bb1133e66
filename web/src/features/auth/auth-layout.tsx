import type { ReactNode } from 'react';
import { Card } from '../../ui/card';

/** Centred card with an illustration, shared by login, signup and reset pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-10 md:grid-cols-2 md:py-16">
      <img
        src="/images/auth-table.svg"
        alt=""
        className="mx-auto hidden w-full max-w-sm md:block"
      />
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {subtitle ? <p className="mt-1 text-ink-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? (
          <div className="mt-6 border-t border-ink-900/10 pt-5 text-center text-sm text-ink-700">
            {footer}
          </div>
        ) : null}
      </Card>
    </div>
  );
}
