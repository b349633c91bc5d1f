/** Subscription plans of the pricing pages. Yearly billing is ten months' price (two months free). */
export type BillingCycle = 'monthly' | 'yearly';

export type PlanFeature = { label: string; included: boolean };

export type PricingPlan = {
  id: string;
  name: string;
  tagline: string;
  monthly: number;
  features: PlanFeature[];
  highlighted?: boolean;
};

export const YEARLY_MONTHS_CHARGED = 10;

/**
 * The record, briefs, streams and open data (CSV and JSON under CC BY 4.0, /data) are free to
 * everyone without an account, so every plan includes them and no plan sells them: a paid plan
 * is a supporter's, and adds only the shop's and the newsroom's thanks.
 */
export const FREE_FOR_EVERYONE = [
  'Ban records, shadowban reports and platform figures',
  'Briefs and the stream catalogue',
  'Open data downloads (CSV and JSON, CC BY 4.0)',
] as const;

export const featureNames = [
  ...FREE_FOR_EVERYONE,
  'Supporters’ letter from the editors',
  '10% off in the merchandise shop',
  'Free shipping on every shop order',
] as const;

function features(count: number): PlanFeature[] {
  return featureNames.map((label, index) => ({ label, included: index < count }));
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'observer',
    name: 'Observer',
    tagline: 'Everything on the site, free for everyone.',
    monthly: 0,
    features: features(FREE_FOR_EVERYONE.length),
  },
  {
    id: 'analyst',
    name: 'Analyst',
    tagline: 'Support the record and get the editors’ letter.',
    monthly: 9,
    features: features(FREE_FOR_EVERYONE.length + 2),
    highlighted: true,
  },
  {
    id: 'strategist',
    name: 'Strategist',
    tagline: 'Support the record and wear it.',
    monthly: 19,
    features: features(FREE_FOR_EVERYONE.length + 3),
  },
];

/** What a plan costs for one billing period of the given cycle. */
export function planPrice(plan: Pick<PricingPlan, 'monthly'>, cycle: BillingCycle): number {
  return cycle === 'monthly' ? plan.monthly : plan.monthly * YEARLY_MONTHS_CHARGED;
}
