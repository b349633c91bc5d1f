/**
 * A valid record of every model, for the authorization matrix: the fields a create needs, and one
 * field an update changes (for models without generated mutations, what such a call would send).
 */
export const MODEL_FIXTURES: Record<
  string,
  { input: Record<string, unknown>; change: Record<string, unknown> }
> = {
  Stream: {
    input: { title: 'Night Watch', description: 'A stream', url: '/media/night-watch.mp4', status: 'ACTIVE' },
    change: { title: 'Day Watch' },
  },
  Personality: {
    input: { name: 'marcus', displayName: 'Marcus', category: 'EDUCATOR' },
    change: { displayName: 'Marcus A.' },
  },
  Brief: {
    input: {
      userId: 'user-1',
      title: 'On Discipline',
      slug: 'on-discipline',
      description: 'Short',
      username: 'ada',
      blogDate: '2025-03-01',
      month: 'March',
      categories: 'Stoicism',
      profileId: 'profile-1',
      status: 'PUBLISHED',
    },
    change: { title: 'On Discipline, Again' },
  },
  Platform: {
    input: { displayName: 'YouTube', name: 'YOUTUBE', url: 'https://youtube.com' },
    change: { displayName: 'YouTube (Google)' },
  },
  PlatformBan: {
    input: { platformId: 'youtube', profileId: 'profile-1', isActive: true, appealStatus: 'PENDING' },
    change: { appealStatus: 'RESTORED' },
  },
  ShadowbanExperience: {
    input: {
      profileId: 'profile-1',
      platform: 'X',
      category: 'reach',
      description: 'Replies hidden',
      restrictionType: 'search',
      date: '2025-01-02',
    },
    change: { financialImpact: 1250.5 },
  },
  UnpublishedBrief: {
    input: {
      userId: 'user-1',
      title: 'Half Written',
      slug: 'half-written',
      description: 'Short',
      username: 'ada',
      blogDate: '2025-03-02',
      month: 'March',
      categories: 'Stoicism',
      profileId: 'profile-1',
      status: 'DRAFT',
    },
    change: { title: 'Still Half Written' },
  },
  Profile: {
    input: { userId: 'user-1', username: 'ada', displayName: 'Ada' },
    change: { bio: 'Writes about power.' },
  },
  // Whose an anonymised record is (issue 43): its owner and moderators only.
  AnonymousAuthorship: { input: { profileId: 'profile-1', recordModel: 'PlatformBan', recordId: 'ban-1' }, change: { recordId: 'ban-2' } },
  // Take my data (issue 48): one per account, its owner's alone.
  AccountDataExport: { input: { status: 'READY', identityId: 'us-west-2:11111111-1111-4111-8111-111111111111', requestedAt: '2026-01-01T00:00:00.000Z' }, change: { status: 'FAILED' } },
  UniqueClaim: {
    input: { kind: 'username', value: 'grace', recordId: 'profile-2', isCurrent: true },
    change: { isCurrent: false },
  },
  HiddenRecord: {
    input: {
      model: 'Brief',
      recordId: 'brief-9',
      record: JSON.stringify({ id: 'brief-9', title: 'Planted' }),
      reason: 'Posted under another creator’s name',
      hiddenBy: 'moderator',
      hiddenAt: '2025-03-03T10:00:00.000Z',
      profileId: 'profile-1',
    },
    change: { reason: 'Changed' },
  },
  RecordReport: {
    input: { model: 'Brief', recordId: 'brief-9', recordKey: 'Brief#brief-9', reason: 'Not theirs', status: 'OPEN' },
    change: { status: 'DISMISSED' },
  },
  ModerationAction: {
    input: {
      log: 'moderation',
      at: '2025-03-03T10:00:00.000Z',
      action: 'HIDE',
      model: 'Brief',
      recordId: 'brief-9',
      reason: 'Not theirs',
      moderatorSub: 'sub-m',
      moderator: 'moderator',
    },
    change: { reason: 'Changed' },
  },
  ReportQuota: { input: { count: 1, expiresAt: 1_900_000_000 }, change: { count: 2 } },
  // Issue 18: the moderators' side of a ban record's story (written only by the moderation rules).
  VerificationStep: {
    input: { recordKey: 'PlatformBan#ban-9', recordModel: 'PlatformBan', recordId: 'ban-9', level: 'CORROBORATED', byRole: 'MODERATOR', by: 'moderator', at: '2025-03-03T10:00:00.000Z' },
    change: { level: 'CONFIRMED' },
  },
  RecordReply: {
    input: {
      recordKey: 'PlatformBan#ban-9',
      recordModel: 'PlatformBan',
      recordId: 'ban-9',
      authorName: 'Press office',
      authorRole: 'PLATFORM',
      body: 'A correction.',
      contactEmail: 'press@example.com',
      status: 'PENDING',
      submittedAt: '2025-03-03T10:00:00.000Z',
    },
    change: { status: 'PUBLISHED' },
  },
  PublishedReply: {
    input: {
      recordKey: 'PlatformBan#ban-9',
      recordModel: 'PlatformBan',
      recordId: 'ban-9',
      authorName: 'Press office',
      authorRole: 'PLATFORM',
      body: 'A correction.',
      submittedAt: '2025-03-03T10:00:00.000Z',
      publishedAt: '2025-03-04T10:00:00.000Z',
    },
    change: { body: 'Rewritten' },
  },
  ViewMark: { input: { expiresAt: 1_900_000_000 }, change: { expiresAt: 1_900_000_001 } },
  NewsletterSubscription: { input: { email: 'reader@example.com' }, change: { email: 'other@example.com' } },
  ContactMessage: {
    input: { name: 'Reader', email: 'reader@example.com', message: 'Hello' },
    change: { subject: 'Re: hello' },
  },
};

export const MODEL_NAMES = Object.keys(MODEL_FIXTURES);
