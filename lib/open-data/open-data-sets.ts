/**
 * The open data downloads (/data and its files): which records each holds, its columns in order
 * and what each means. The CSV header, the JSON records, /data's table and /data/schema.json are
 * all built from this list, so they cannot disagree.
 */
export type OpenDataField = { name: string; type: 'string' | 'boolean' | 'number' | 'date' | 'date-time' | 'url'; description: string };

export type OpenDataSet = {
  /** The file name without its extension: /data/<name>.csv and /data/<name>.json. */
  name: 'bans' | 'shadowban-reports';
  title: string;
  description: string;
  /** The public page of one record, from its id. */
  permalink: (id: string) => string;
  fields: readonly OpenDataField[];
};

const common = {
  start: [
    { name: 'id', type: 'string', description: 'The record’s identifier; stable for the life of the record.' },
    { name: 'permalink', type: 'url', description: 'The record’s public page.' },
    { name: 'platform', type: 'string', description: 'The platform that took the action, as the site names it.' },
    { name: 'creator', type: 'string', description: 'The username of the creator the record is on (their profile is /profiles/<creator>); empty when the creator chose to anonymise the record.' },
  ],
  /** How the platform restricted the creator, in the DSA Transparency Database's names (issue 18). */
  restriction: [
    {
      name: 'restrictionCategory',
      type: 'string',
      description:
        'The kind of decision, derived from restriction: DECISION_VISIBILITY (what others see of the content), DECISION_MONETARY (payments), DECISION_PROVISION (the service itself) or DECISION_ACCOUNT (the account); empty when the creator gave no restriction.',
    },
    {
      name: 'restriction',
      type: 'string',
      description:
        'The restriction, as the DSA Transparency Database names it (decision_visibility, decision_monetary, decision_provision, decision_account), e.g. DECISION_ACCOUNT_SUSPENDED; /methodology#restriction-types explains each value.',
    },
    { name: 'policyCited', type: 'string', description: 'The policy or rule the platform cited, as the creator recorded it.' },
    { name: 'endDate', type: 'date', description: 'The day the restriction ended or was lifted (YYYY-MM-DD); empty while it is ongoing or when not recorded.' },
    { name: 'statementOfReasons', type: 'boolean', description: 'true when the platform gave the creator a statement of reasons; false when it gave none; empty when not recorded.' },
    { name: 'contentUrl', type: 'string', description: 'An http(s) web address of the affected content or of the platform’s notice; empty when not given.' },
  ],
  end: [
    {
      name: 'appealStatus',
      type: 'string',
      description: 'Where the creator’s appeal stands: NONE, PENDING, REJECTED, RESTORED or PARTIALLY_RESTORED; when the creator recorded appeal events, it follows the latest (the events are on the permalink).',
    },
    {
      name: 'verification',
      type: 'string',
      description:
        'The record’s step on the verification ladder: SELF_REPORTED, EVIDENCE_ATTACHED (at least one evidence item), CORROBORATED or CONFIRMED (set by a moderator), or DISPUTED; /methodology#verification-ladder explains each.',
    },
    { name: 'evidence', type: 'string', description: 'The evidence the creator gave, as text (links or a description).' },
    {
      name: 'evidenceSha256',
      type: 'string',
      description: 'The SHA-256 (hex) of each evidence item, oldest first, separated by spaces; superseded items included. Each item, with its hash, is on the permalink.',
    },
    { name: 'createdAt', type: 'date-time', description: 'When the record was first submitted (UTC).' },
    { name: 'updatedAt', type: 'date-time', description: 'When the record last changed (UTC); `?since=` compares with this.' },
  ],
} as const satisfies Record<string, readonly OpenDataField[]>;

export const OPEN_DATA_SETS: readonly OpenDataSet[] = [
  {
    name: 'bans',
    title: 'Platform bans',
    description: 'Every public ban record: a platform suspending or terminating a creator’s account or channel.',
    permalink: (id) => `/bans/${encodeURIComponent(id)}`,
    fields: [
      ...common.start,
      { name: 'dateOfBan', type: 'date', description: 'The day the ban began (YYYY-MM-DD), as the creator recorded it.' },
      { name: 'isActive', type: 'boolean', description: 'true while the ban is in force; false once it was lifted.' },
      { name: 'explanation', type: 'string', description: 'The creator’s account of what happened and the reason the platform gave.' },
      ...common.restriction,
      ...common.end,
    ],
  },
  {
    name: 'shadowban-reports',
    title: 'Shadowban reports',
    description: 'Every public shadowban report: reach or features restricted without an announced ban.',
    permalink: (id) => `/shadowban-reports/${encodeURIComponent(id)}`,
    fields: [
      ...common.start,
      { name: 'date', type: 'date', description: 'The day the restriction was noticed (YYYY-MM-DD).' },
      { name: 'category', type: 'string', description: 'The kind of content affected, as the creator described it.' },
      { name: 'restrictionType', type: 'string', description: 'What was restricted (search, recommendations, comments, monetisation…), as the creator described it.' },
      { name: 'description', type: 'string', description: 'The creator’s account of the restriction.' },
      { name: 'financialImpact', type: 'number', description: 'The income the creator estimates they lost, in US dollars, if given.' },
      ...common.restriction,
      ...common.end,
    ],
  },
];

/** A set by its file name (a Map: the name comes from the request's path). */
export const OPEN_DATA_SET_BY_NAME = new Map(OPEN_DATA_SETS.map((set) => [set.name, set]));

/** The licence every download is published under. */
export const OPEN_DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;
