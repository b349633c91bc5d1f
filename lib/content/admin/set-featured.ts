import type { FEATURABLE_MODELS } from '@/amplify/data/moderation/set-featured';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { runDataCall } from './data-result';

export type FeaturableModel = (typeof FEATURABLE_MODELS)[number];

/**
 * `featured` is set only through the setFeatured mutation (ADMINS; each change goes in the audit
 * log), never in a create or update input. Called after a save, and only when the switch changed,
 * so saving other fields adds nothing to the log.
 */
export async function applyFeatured(
  client: BrowserDataClient,
  target: { model: FeaturableModel; id: string },
  featured: boolean,
  wasFeatured: boolean,
): Promise<void> {
  if (featured === wasFeatured) return;
  const what = target.model.toLowerCase();
  await runDataCall(featured ? `feature the ${what}` : `stop featuring the ${what}`, () =>
    client.mutations.setFeatured({ model: target.model, id: target.id, featured }),
  );
}

/** An input without `featured`: the server refuses it there (see applyFeatured). */
export function withoutFeatured<Input extends { featured?: unknown }>(input: Input): Omit<Input, 'featured'> {
  const rest = { ...input };
  delete rest.featured;
  return rest;
}
