// The policy settings as pages read them (issue 39 item 3): policy_settings/city, one document
// everyone reads. Loaded lazily so the event page paints first; the policy is null until it
// arrives (never the wrong terms meanwhile).
import {
  COLLECTIONS,
  DEFAULT_POLICY,
  POLICY_SETTINGS_DOC,
  effectivePolicy,
  policyDefaultsOf,
  type Policy,
} from '@brunchers/model';
import { useLazyLiveDoc } from './firebase/lazy';

const parseDefaults = (_id: string, data: unknown): Policy => policyDefaultsOf(data);

/** The city's defaults: DEFAULT_POLICY while none were saved; null while loading. */
export function usePolicyDefaults(): Policy | null {
  const doc = useLazyLiveDoc(`${COLLECTIONS.policySettings}/${POLICY_SETTINGS_DOC}`, parseDefaults);
  if (doc.status === 'ready') return doc.data;
  if (doc.status === 'missing' || doc.status === 'error') return DEFAULT_POLICY;
  return null;
}

/** The event's effective policy (its overrides over the city's defaults); null while loading. */
export function useEventPolicy(event: { policy?: unknown }): Policy | null {
  const defaults = usePolicyDefaults();
  return defaults ? effectivePolicy(defaults, event.policy) : null;
}
