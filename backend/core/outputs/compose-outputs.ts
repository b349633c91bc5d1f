import type { OutputsContribution } from '../backend-service';

export const AMPLIFY_OUTPUTS_VERSION = '1.3';

export type AmplifyOutputs = { version: typeof AMPLIFY_OUTPUTS_VERSION; custom: Record<string, unknown> } & Record<string, unknown>;

/**
 * Gen 2's outputs document from the services' parts. Gen 2 has no field for custom endpoints, so
 * those go under `custom`. Two services claiming one section or custom key is a programming error.
 */
export function composeAmplifyOutputs(contributions: OutputsContribution[]): AmplifyOutputs {
  const sections: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const contribution of contributions) {
    for (const [key, value] of Object.entries(contribution.sections ?? {})) {
      if (key === 'version' || key === 'custom') throw new Error(`"${key}" is not a section a service may contribute.`);
      if (key in sections) throw new Error(`Two services contribute the "${key}" section of amplify_outputs.json.`);
      sections[key] = value;
    }
    for (const [key, value] of Object.entries(contribution.custom ?? {})) {
      if (key in custom) throw new Error(`Two services contribute custom.${key} of amplify_outputs.json.`);
      custom[key] = value;
    }
  }
  return { version: AMPLIFY_OUTPUTS_VERSION, ...sections, custom };
}
