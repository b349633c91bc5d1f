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

export const featureNames = [
  'Articles and ban histories',
  'Weekly digest of new restrictions',
  'Full stream catalogue',
  'Alerts when a followed creator is restricted',
  'Research exports (CSV)',
  'Early access to investigations',
] as const;

function features(count: number): PlanFeature[] {
  return featureNames.map((label, index) => ({ label, included: index < count }));
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'observer',
    name: 'Observer',
    tagline: 'Follow the story for free.',
    monthly: 0,
    features: features(2),
  },
  {
    id: 'analyst',
    name: 'Analyst',
    tagline: 'For creators who want to see it coming.',
    monthly: 9,
    features: features(4),
    highlighted: true,
  },
  {
    id: 'strategist',
    name: 'Strategist',
    tagline: 'For researchers and newsrooms.',
    monthly: 19,
    features: features(6),
  },
];

/** What a plan costs for one billing period of the given cycle. */
export function planPrice(plan: Pick<PricingPlan, 'monthly'>, cycle: BillingCycle): number {
  return cycle === 'monthly' ? plan.monthly : plan.monthly * YEARLY_MONTHS_CHARGED;
}
