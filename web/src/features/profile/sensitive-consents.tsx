// Sensitive answers (issue 36 §3): one explicit opt-in per special category, its purpose stated;
// switching one off deletes its answers. Answers stored before consents existed are asked about
// once: keep them (consent) or delete them; until then they are not used.
import {
  SENSITIVE_CATEGORIES,
  SENSITIVE_CONSENT_FAILED,
  SENSITIVE_CONSENT_PURPOSE,
  SENSITIVE_CONSENT_SAVED,
  SENSITIVE_CONSENT_WITHDRAWN,
  SENSITIVE_CONSENTS_INTRO,
  SENSITIVE_CONSENTS_TITLE,
  SENSITIVE_DELETE,
  SENSITIVE_KEEP,
  SENSITIVE_UNCONSENTED_TEXT,
  SENSITIVE_UNCONSENTED_TITLE,
  sensitiveCategory,
  sensitiveConsentLabel,
  unconsentedStoredCategories,
  type PrivateProfileDoc,
  type SensitiveCategoryId,
} from '@brunchers/model';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import {
  deleteUnconsentedAnswers,
  giveSensitiveConsent,
  withdrawSensitiveConsent,
} from './profile-data';
import { t } from '../../lib/i18n';

export function SensitiveConsents({
  uid,
  consented,
  privateProfile,
}: {
  uid: string;
  consented: ReadonlySet<SensitiveCategoryId>;
  privateProfile: Partial<PrivateProfileDoc> | null;
}) {
  const db = useFirestore();
  const [busy, setBusy] = useState(false);
  // The switch being saved shows its new state at once; the live consents take over after.
  const [pending, setPending] = useState<{ id: SensitiveCategoryId; on: boolean } | null>(null);
  const isOn = (id: SensitiveCategoryId) => (pending?.id === id ? pending.on : consented.has(id));
  const unconsented = unconsentedStoredCategories(privateProfile, consented);

  async function run(action: () => Promise<void>, done: typeof SENSITIVE_CONSENT_SAVED) {
    setBusy(true);
    try {
      await action();
      notify.success(t(done));
    } catch {
      notify.error(t(SENSITIVE_CONSENT_FAILED));
    } finally {
      setPending(null);
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <section aria-labelledby="sensitive-consents-title">
        <h2 id="sensitive-consents-title" className="text-xl font-semibold">
          {t(SENSITIVE_CONSENTS_TITLE)}
        </h2>
        <p className="mt-1 text-ink-700">{t(SENSITIVE_CONSENT_PURPOSE)}</p>
        <p className="mt-1 text-sm text-ink-600">{t(SENSITIVE_CONSENTS_INTRO)}</p>
        {unconsented.length > 0 ? (
          <div
            role="region"
            aria-labelledby="sensitive-unconsented-title"
            className="mt-4 rounded-xl border border-terracotta-600 p-4"
          >
            <h3 id="sensitive-unconsented-title" className="font-semibold">
              {t(SENSITIVE_UNCONSENTED_TITLE)}
            </h3>
            <p className="mt-1 text-sm text-ink-700">{t(SENSITIVE_UNCONSENTED_TEXT)}</p>
            <ul className="mt-3 flex flex-col gap-3">
              {unconsented.map((id) => {
                const { label } = sensitiveCategory(id);
                return (
                  <li key={id} className="flex flex-wrap items-center gap-2">
                    <span className="flex-1 text-ink-900">{t(label)}</span>
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`${t(SENSITIVE_KEEP)}: ${t(label)}`}
                      onClick={() =>
                        void run(
                          () => giveSensitiveConsent(db, uid, id),
                          t(SENSITIVE_CONSENT_SAVED),
                        )
                      }
                    >
                      {t(SENSITIVE_KEEP)}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`${t(SENSITIVE_DELETE)}: ${t(label)}`}
                      onClick={() =>
                        void run(
                          () => deleteUnconsentedAnswers(db, uid, [id]),
                          t(SENSITIVE_CONSENT_WITHDRAWN),
                        )
                      }
                    >
                      {t(SENSITIVE_DELETE)}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <ul className="mt-4 flex flex-col gap-2">
          {SENSITIVE_CATEGORIES.map(({ id, label }) => (
            <li key={id}>
              <label className="flex items-center gap-3 text-ink-700">
                <input
                  type="checkbox"
                  className="size-5 accent-terracotta-600"
                  checked={isOn(id)}
                  disabled={busy}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setPending({ id, on });
                    void (on
                      ? run(() => giveSensitiveConsent(db, uid, id), t(SENSITIVE_CONSENT_SAVED))
                      : run(
                          () => withdrawSensitiveConsent(db, uid, id),
                          t(SENSITIVE_CONSENT_WITHDRAWN),
                        ));
                  }}
                />
                {t(sensitiveConsentLabel, t(label))}
              </label>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
