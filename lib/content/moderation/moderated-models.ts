import { MODERATED_MODELS, type ModeratedModel } from '@/amplify/data/moderation/moderation-records';

export { MODERATED_MODELS, type ModeratedModel };

/** How the moderation pages and notices name each model a moderator may take down. */
export const MODEL_LABELS: Record<ModeratedModel, string> = {
  Brief: 'Brief',
  PlatformBan: 'Platform ban',
  ShadowbanExperience: 'Shadowban report',
  Profile: 'Creator profile',
  Personality: 'Personality',
  Stream: 'Stream',
};

export function isModeratedModel(value: unknown): value is ModeratedModel {
  return typeof value === 'string' && (MODERATED_MODELS as readonly string[]).includes(value);
}

/** A model name as people read it; an unknown one (an old log entry) as it is. */
export function modelLabelOf(model: string): string {
  return isModeratedModel(model) ? MODEL_LABELS[model] : model;
}
