import { a } from '@aws-amplify/data-schema';

/**
 * What a creator writes on a platform ban and a shadowban report (SPEC §3): the models and the
 * saveMy… mutations' arguments take them from here, so the two cannot drift. Functions, so each
 * use gets builders of its own.
 */
export const platformBanFields = () => ({
  isActive: a.boolean(),
  dateOfBan: a.date(),
  explanation: a.string(),
  evidence: a.string(),
  appealStatus: a.ref('AppealStatus'),
});

export const shadowbanReportFields = () => ({
  platform: a.string().required(),
  category: a.string().required(),
  description: a.string().required(),
  restrictionType: a.string().required(),
  date: a.date().required(),
  evidence: a.string(),
  financialImpact: a.float(),
  appealStatus: a.ref('AppealStatus'),
});
