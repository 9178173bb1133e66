// The read-only profile: only the sections and fields that are filled.
import type { ProfileFormValues } from '@brunchers/model';
import { Card } from '../../ui/card';
import { filledSections } from './profile-form-model';
import { t } from '../../lib/i18n';

export function ProfileDetails({ values }: { values: ProfileFormValues }) {
  const sections = filledSections(values);
  if (sections.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sections.map(({ section, fields }) => (
        <Card key={section} className="p-5">
          <h2 className="text-xl font-semibold">{t(section)}</h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.key}>
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                  {t(field.label)}
                </dt>
                <dd className="mt-0.5 whitespace-pre-line text-ink-900">{t(field.value)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
