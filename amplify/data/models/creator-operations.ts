import { a } from '@aws-amplify/data-schema';
import { platformBanFields, shadowbanReportFields } from './ban-record-fields';
import { briefFields } from './brief-fields';
import { profileLinkFields } from './profile-link-fields';
import { LEAVE_RECORDS_CHOICES } from '../account-leave/leave-choices';

/**
 * The only way creators write their records: each mutation acts on the caller's own profile and
 * derives what the caller may not choose (amplify/data/creator-records/ holds the rules, run by
 * the local backend and, on AWS, by the `creatorRecords` function declared in resource.ts).
 */
const creatorMutation = () => a.mutation().authorization((allow) => [allow.authenticated()]).handler(a.handler.function('creatorRecords'));


export const creatorOperations = {
  LeaveRecordsChoice: a.enum(LEAVE_RECORDS_CHOICES),
  /** What leaving did: how many bans and reports went or stayed anonymised, and when the username is free again. */
  LeftAccount: a.customType({
    records: a.ref('LeaveRecordsChoice').required(),
    removedRecords: a.integer().required(),
    anonymisedRecords: a.integer().required(),
    removedBriefs: a.integer().required(),
    usernameFreeFrom: a.datetime(),
  }),

  /** A brief as a save answers it, whether it went to the public table or stayed unpublished. */
  SavedBrief: a.customType(briefFields()),

  saveMyProfile: creatorMutation()
    .arguments({
      username: a.string().required(),
      displayName: a.string().required(),
      bio: a.string(),
      avatarUrl: a.string(),
      schedule: a.string(),
      solanaAddress: a.string(),
      activePlatforms: a.string().array(),
      ...profileLinkFields(),
    })
    .returns(a.ref('Profile')),

  saveMyBrief: creatorMutation()
    .arguments({
      /** Absent for a new brief. */
      id: a.id(),
      title: a.string().required(),
      description: a.string().required(),
      longDescription: a.string(),
      categories: a.string().required(),
      tags: a.string().array(),
      warfareTags: a.string().array(),
      thumbnail: a.string(),
      status: a.ref('BriefStatus').required(),
    })
    .returns(a.ref('SavedBrief')),

  deleteMyBrief: creatorMutation().arguments({ id: a.id().required() }).returns(a.ref('SavedBrief')),

  saveMyPlatformBan: creatorMutation()
    .arguments({
      id: a.id(),
      platformId: a.id().required(),
      ...platformBanFields(),
    })
    .returns(a.ref('PlatformBan')),

  deleteMyPlatformBan: creatorMutation().arguments({ id: a.id().required() }).returns(a.ref('PlatformBan')),

  saveMyShadowbanReport: creatorMutation()
    .arguments({
      id: a.id(),
      ...shadowbanReportFields(),
    })
    .returns(a.ref('ShadowbanExperience')),

  deleteMyShadowbanReport: creatorMutation().arguments({ id: a.id().required() }).returns(a.ref('ShadowbanExperience')),

  /** A dated step of the appeal against one of the caller's records; the record's appealStatus follows its latest event. */
  addMyAppealEvent: creatorMutation()
    .arguments({
      recordModel: a.ref('TrailRecordModel').required(),
      recordId: a.id().required(),
      kind: a.ref('AppealEventKind').required(),
      date: a.date().required(),
      note: a.string(),
    })
    .returns(a.ref('AppealEvent')),

  deleteMyAppealEvent: creatorMutation().arguments({ id: a.id().required() }).returns(a.ref('AppealEvent')),

  /**
   * Evidence for one of the caller's records: pasted `text`, or a file the caller uploaded to
   * `evidence-uploads/{entity_id}/…` (`uploadKey`), which the server copies where no client may
   * write and hashes. Never changed afterwards; `supersedes` names the item it corrects.
   */
  submitMyEvidence: creatorMutation()
    .arguments({
      recordModel: a.ref('TrailRecordModel').required(),
      recordId: a.id().required(),
      text: a.string(),
      uploadKey: a.string(),
      supersedes: a.id(),
    })
    .returns(a.ref('EvidenceItem')),

  /**
   * Leaving the site (issue 48), the records' half: the caller's profile, briefs and hidden records
   * go; their bans and reports go too (REMOVE) or stay public anonymised, tied to nobody
   * (ANONYMISE); their usernames are kept back for a while; their acts in the audit log stay, by a
   * former member. Safe to repeat. The account itself goes next, by the client's DeleteUser.
   */
  leaveMyAccount: creatorMutation().arguments({ records: a.ref('LeaveRecordsChoice').required() }).returns(a.ref('LeftAccount')),
};
