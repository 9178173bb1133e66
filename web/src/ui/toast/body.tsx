/** Content of a toast: bold title and an optional second line. */
export function ToastBody({
  title,
  description,
  href,
}: {
  title: string;
  description?: string;
  href?: string;
}) {
  return (
    <div className="flex flex-col gap-0.5 text-left">
      <p className="font-semibold text-ink-900">{title}</p>
      {description ? (
        <p className="text-sm text-ink-700">
          {href ? (
            <a href={href} className="underline underline-offset-2">
              {description}
            </a>
          ) : (
            description
          )}
        </p>
      ) : null}
    </div>
  );
}
