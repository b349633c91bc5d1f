import {
  DSA_RESTRICTION_CATEGORIES,
  DSA_RESTRICTION_CATEGORY_LABELS,
  DSA_RESTRICTION_LABELS,
  DSA_RESTRICTIONS_BY_CATEGORY,
  type DsaRestriction,
  type DsaRestrictionCategory,
} from '@/amplify/data/enums';

const DSA_DATABASE_URL = 'https://transparency.dsa.ec.europa.eu/';

/** What each category covers, in plain words. */
const CATEGORY_MEANINGS: Readonly<Record<DsaRestrictionCategory, string>> = {
  DECISION_VISIBILITY: 'The platform changed who can see or reach a piece of content, without touching the account itself.',
  DECISION_MONETARY: 'The platform stopped or changed the money the creator earns there: ad revenue, payouts, tips, subscriptions.',
  DECISION_PROVISION: 'The platform stopped providing its service to the creator, in part (some features) or in whole.',
  DECISION_ACCOUNT: 'The platform acted on the creator’s account as a whole.',
};

/** What each value means, in plain words. */
const VALUE_MEANINGS: Readonly<Record<DsaRestriction, string>> = {
  DECISION_VISIBILITY_CONTENT_REMOVED: 'The content was taken down.',
  DECISION_VISIBILITY_CONTENT_DISABLED: 'The content is still there but cannot be reached, for example blocked in some countries.',
  DECISION_VISIBILITY_CONTENT_DEMOTED: 'The content is shown less: ranked lower in feeds, search or recommendations. Most shadowbans are this.',
  DECISION_VISIBILITY_CONTENT_AGE_RESTRICTED: 'Only signed-in adults may see the content.',
  DECISION_VISIBILITY_CONTENT_INTERACTION_RESTRICTED: 'People can see the content but not like, share, reply to or comment on it.',
  DECISION_VISIBILITY_CONTENT_LABELLED: 'A warning or label was put on the content.',
  DECISION_VISIBILITY_OTHER: 'Another change to who sees the content; the policy cited and the description say which.',
  DECISION_MONETARY_SUSPENSION: 'Payments stopped for a time, or until the platform decides again.',
  DECISION_MONETARY_TERMINATION: 'Payments stopped for good, for example removal from the partner programme.',
  DECISION_MONETARY_OTHER: 'Another money restriction, such as limited ads on some videos.',
  DECISION_PROVISION_PARTIAL_SUSPENSION: 'Some features were switched off for a time, for example live streaming or uploads.',
  DECISION_PROVISION_TOTAL_SUSPENSION: 'The whole service was switched off for a time.',
  DECISION_PROVISION_PARTIAL_TERMINATION: 'Some features were switched off for good.',
  DECISION_PROVISION_TOTAL_TERMINATION: 'The whole service was switched off for good.',
  DECISION_ACCOUNT_SUSPENDED: 'The account was suspended: locked for a time or until a review.',
  DECISION_ACCOUNT_TERMINATED: 'The account was closed for good.',
};

/**
 * The methodology page's "Restriction types": every category and value a record may name, with
 * the DSA Transparency Database's own names, so a record can be read beside the statements of
 * reasons platforms file there.
 */
export function RestrictionTypesExplained() {
  return (
    <>
      <p>
        A ban or shadowban report may say how the platform restricted the creator. The choices and their names are those of the European
        Commission&rsquo;s <a href={DSA_DATABASE_URL}>DSA Transparency Database</a>, where large platforms file a statement of reasons for each such
        decision under the Digital Services Act; its four kinds of decision are the four categories below. Each record stores the database&rsquo;s
        value (such as <code>DECISION_ACCOUNT_SUSPENDED</code>); its category is the start of that name. Beside it a creator may record the policy
        the platform cited, when the restriction ended or was lifted (&ldquo;ongoing&rdquo; when it has not), whether the platform gave a statement
        of reasons, and a link to the affected content or the notice. All of these are the creator&rsquo;s statements, and older records may have none.
      </p>
      {DSA_RESTRICTION_CATEGORIES.map((category) => (
        <div key={category} className="restriction-types-category">
          <h3 className="methodology-subtitle">
            {DSA_RESTRICTION_CATEGORY_LABELS[category]} <code>{category}</code>
          </h3>
          <p>{CATEGORY_MEANINGS[category]}</p>
          <dl className="restriction-types-list">
            {DSA_RESTRICTIONS_BY_CATEGORY[category].map((value) => (
              <div key={value}>
                <dt>
                  {DSA_RESTRICTION_LABELS[value]} <code>{value}</code>
                </dt>
                <dd>{VALUE_MEANINGS[value]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
