/**
 * Word pools for the content-scale generator (generate-store.ts): names, bios, ban and report
 * wording, brief titles and openings. Plain English in the voice of the sample content, so the
 * generated records read like what creators write, and full-text search has real words to rank.
 * Texts are HTML-safe (no bare ampersands or angle brackets): brief ledes go into HTML bodies.
 */

/** The word the bench searches for: it appears in a share of ban explanations, reports and briefs. */
export const SEARCH_WORD = 'throttled';

export const FIRST_NAMES = [
  'Ada', 'Alma', 'Anton', 'Ari', 'Beatrix', 'Bram', 'Cato', 'Celia', 'Dario', 'Delphine', 'Edda', 'Emil', 'Esme', 'Ezra',
  'Felix', 'Flora', 'Gideon', 'Greta', 'Hana', 'Hugo', 'Ines', 'Ivo', 'Jasper', 'Juno', 'Kai', 'Katya', 'Leander', 'Lena',
  'Linus', 'Lucia', 'Magnus', 'Maren', 'Milo', 'Nadia', 'Nico', 'Nora', 'Oren', 'Orla', 'Pavel', 'Petra', 'Quinn', 'Rafa',
  'Rosa', 'Rune', 'Saga', 'Silas', 'Sofia', 'Tamsin', 'Teo', 'Thea', 'Ulla', 'Vera', 'Viggo', 'Wanda', 'Xavi', 'Yara',
  'Yusuf', 'Zara', 'Zeno', 'Idris',
] as const;

export const LAST_NAMES = [
  'Abernathy', 'Achterberg', 'Bellamy', 'Brightwater', 'Castell', 'Corvin', 'Dahlgren', 'Drummond', 'Ellery', 'Esterhazy',
  'Falkner', 'Fenwick', 'Galloway', 'Grimaldi', 'Halloran', 'Hartigan', 'Ingram', 'Iversen', 'Jansky', 'Jovanovic',
  'Kessler', 'Kowalski', 'Lindqvist', 'Lockhart', 'Marchetti', 'Moreau', 'Nakamura', 'Novak', 'Okafor', 'Olsen',
  'Pellegrini', 'Prescott', 'Quintero', 'Radcliffe', 'Rasmussen', 'Salvatore', 'Sandoval', 'Szabo', 'Thorne', 'Tolliver',
  'Underhill', 'Valdez', 'Vasquez', 'Wainwright', 'Whitaker', 'Xiong', 'Yilmaz', 'Zeller', 'Ashworth', 'Blackwood',
] as const;

export const NICHES = [
  'Philosophy', 'History', 'Personal-finance', 'Fitness', 'Cooking', 'Gaming', 'Science', 'Legal-commentary', 'Comedy',
  'Music', 'Parenting', 'Language-learning', 'Tech-review', 'Travel', 'True-crime', 'Farming', 'Woodworking', 'Poetry',
  'Politics', 'Chess', 'Health', 'Investigative', 'Book-review', 'Film-criticism',
] as const;

export const BIO_FOCUS = [
  'long-form explainers that take the slow road to a clear answer',
  'weekly live shows with an audience that argues back',
  'short videos that turn one idea into one practical step',
  'essays on discipline, doubt and doing the work anyway',
  'interviews with people the algorithm would rather you skipped',
  'reading old books aloud and asking what they get right today',
  'documenting what platforms do to small creators, with receipts',
  'field recordings, footnotes and the occasional rant',
] as const;

export const BIO_STORIES = [
  'Has been suspended more often than most, and keeps the paperwork.',
  'Rebuilt an audience from an e-mail list after a channel termination.',
  'Publishes every appeal, every answer and every silence.',
  `Watched reach get ${SEARCH_WORD} overnight and started keeping a log.`,
  'Moved the archive to a self-hosted site after the second strike.',
  'Believes in boring backups and loud transparency.',
  'Teaches other creators how to document a restriction properly.',
  'Still posts on every platform, just never only on one.',
] as const;

export const SCHEDULES = [
  'New video every Tuesday', 'Live on Sunday evenings', 'A long read every other Friday', 'Daily shorts at noon',
  'Podcast episodes on Mondays', 'Monthly deep dives',
] as const;

/** Platform weights for ban records: the large platforms see most of them. */
export const PLATFORM_WEIGHTS: Record<string, number> = {
  X: 20, YOUTUBE: 24, RUMBLE: 4, FACEBOOK: 14, INSTAGRAM: 12, TIKTOK: 14, SUBSTACK: 3, MEDIUM: 3, TWITCH: 6,
};

export const BAN_REASONS = [
  'hateful conduct', 'harassment', 'spam, deceptive practices and scams', 'platform manipulation', 'violent content',
  'medical misinformation', 'impersonation', 'copyright infringement', 'circumventing enforcement', 'adult content',
  'dangerous acts', 'election integrity', 'inauthentic behaviour', 'graphic content', 'regulated goods',
] as const;

export const BAN_ACTIONS = [
  'Account suspended', 'Channel terminated', 'Account locked', 'Live streaming disabled', 'Page unpublished',
  'Seven-day suspension', 'Thirty-day posting restriction', 'Monetisation removed', 'Account permanently banned',
  'Upload privileges revoked',
] as const;

export const BAN_TRIGGERS = [
  'a video quoting a historical speech in order to criticise it',
  'a thread on a court ruling that was mass-reported within an hour',
  'a livestream in which a guest used a slur that was immediately challenged',
  'a re-upload of the creator\'s own lecture that an automated system matched as a duplicate',
  'a satirical clip taken at face value by a classifier',
  'a documentary excerpt showing archival footage of a war',
  'a post linking to a peer-reviewed study the platform later labelled misleading',
  'a coordinated wave of reports from accounts created the same week',
  'a product review that named a competitor of a platform partner',
  `a sudden spike in views that looked ${SEARCH_WORD} and then flagged as inauthentic`,
  'an interview with a politician during an election period',
  'a tutorial on home food preservation flagged as dangerous',
] as const;

export const EVIDENCE_DOCUMENTS = [
  'Enforcement e-mail', 'Termination notice', 'Lock screen capture', 'Appeal confirmation', 'Strike notice',
  'Policy notice', 'Support ticket transcript', 'Account status page', 'Analytics export', 'Reinstatement notice',
] as const;

export const SHADOWBAN_KINDS = [
  { category: 'Recommendations', restrictionType: 'Not recommended to non-followers' },
  { category: 'Search', restrictionType: 'Search suggestion ban' },
  { category: 'Search', restrictionType: 'Hidden from search results' },
  { category: 'Monetization', restrictionType: 'Limited ads' },
  { category: 'Monetization', restrictionType: 'Creator fund ineligible' },
  { category: 'Reach', restrictionType: 'Distribution reduced' },
  { category: 'Live', restrictionType: 'Live streams hidden from browse' },
  { category: 'Comments', restrictionType: 'Replies collapsed' },
  { category: 'Hashtags', restrictionType: 'Hashtags not indexed' },
] as const;

export const SHADOWBAN_SYMPTOMS = [
  'Reach to non-followers fell from about half of views to almost nothing within a week.',
  'The account disappeared from search suggestions; typing the full name offered unrelated accounts.',
  'Every video mentioning the topic got a yellow icon, including ones that had run ads for a year.',
  `Live streams were ${SEARCH_WORD} to a few dozen viewers while the follower count kept growing.`,
  'Replies were hidden behind a "show more" link for anyone who did not already follow the account.',
  'Posts stopped appearing under their hashtags, although the hashtags themselves were not banned.',
  'Impressions dropped by ninety percent the day after a post about an appeal went viral.',
  'New uploads sat at zero views for hours before being shown to subscribers.',
] as const;

export const BRIEF_TITLE_OPENINGS = [
  'What a', 'Lessons From a', 'Surviving a', 'After the', 'Inside a', 'Notes on a', 'Anatomy of a', 'Preparing for a',
  'Documenting a', 'Appealing a', 'Reading the Fine Print of a', 'Living With a',
] as const;

export const BRIEF_TITLE_EVENTS = [
  'Channel Termination', 'Shadowban', 'Demonetisation', 'Mass-Report Campaign', 'Strike', 'Account Lock',
  'Search Ban', 'Suspension', 'Policy Change', 'Reach Collapse', 'Label', 'Platform Migration',
] as const;

export const BRIEF_TITLE_LESSONS = [
  'Taught Me About Patience', 'Means for Small Creators', 'Revealed About Platform Power', 'Costs in Real Money',
  'Says About Due Process', 'Changed in My Routine', 'Demands of Your Archive', 'Shows About Moderation at Scale',
  'Asks of Your Audience', 'Teaches About Leverage',
] as const;

export const BRIEF_DESCRIPTIONS = [
  'A plain account of what happened, what the platform said and what actually helped.',
  'Dates, documents and the three decisions that mattered, in the order they happened.',
  'What to keep, what to send and what to stop worrying about when the notice arrives.',
  'One creator\'s log, with the numbers, so the next person has something to compare against.',
  'The rules as written, the rules as enforced and the gap between them.',
  `Why reach gets ${SEARCH_WORD} without notice, and how to tell it from a bad week.`,
  'A short checklist, a long appeal and the lesson in between.',
  'What Seneca would have said about a strike notice, applied to the week after one.',
] as const;

export const LEDE_OPENINGS = [
  'The notice arrived on a Tuesday morning, between a dentist reminder and a newsletter I never read.',
  'I found out from a viewer, not from the platform, which tells you most of what you need to know.',
  'For three years the account grew slowly and steadily, and then it stopped growing at all.',
  'Nobody warns you that the hardest part of a ban is the silence after the appeal.',
  'The graph did not dip; it fell off a cliff, and the support page had nothing to say about cliffs.',
  'I had exported my subscriber list the month before, out of habit, and it turned out to matter.',
] as const;

export const LEDE_MIDDLES = [
  'The explanation named a policy I had read twice and still could not connect to the video.',
  `Views were ${SEARCH_WORD} to a trickle while the dashboard insisted everything was normal.`,
  'I wrote down every date, saved every e-mail and sent the appeal only once I could explain it to a stranger.',
  'Other creators in the same niche reported the same pattern in the same week.',
  'The automated reply thanked me for my patience and closed the ticket an hour later.',
  'My income that month came almost entirely from the few readers who had followed me off the platform.',
] as const;

export const LEDE_CLOSINGS = [
  'This brief is what I wish I had read the night before.',
  'What follows is less a complaint than a method.',
  'Here is what I learned, in the order I learned it.',
  'The lesson was not about the platform at all.',
] as const;

export const BRIEF_TAGS = [
  'Appeals', 'Evidence', 'Strategy', 'Independence', 'Newsletters', 'Payments', 'Mindset', 'Resilience', 'Method',
  'Case study', 'Reporting', 'Journalism', 'History', 'Policy', 'Moderation', 'Routine', 'Publishing', 'Consistency',
  'Audience', 'Archives', 'Backups', 'Law', 'Transparency', 'Community', 'Media literacy', 'Bots', 'Labels', 'Search',
  'Monetisation', 'Livestreams',
] as const;

export const WARFARE_TAGS = [
  'Deplatforming', 'Narrative control', 'Shadowbanning', 'Algorithmic suppression', 'Reputation attack',
  'Demonetization', 'Counter-messaging', 'Censorship', 'Mass reporting', 'Visibility filtering',
] as const;

export const STREAM_TITLE_WORDS = [
  'Quiet', 'Hidden', 'Open', 'Long', 'Second', 'Last', 'Honest', 'Slow', 'Plain', 'Steady', 'Public', 'Lost',
] as const;

export const STREAM_TITLE_NOUNS = [
  'Appeal', 'Archive', 'Ledger', 'Signal', 'Audience', 'Ban', 'Feed', 'Notice', 'Record', 'Room', 'Switch', 'Strike',
] as const;
