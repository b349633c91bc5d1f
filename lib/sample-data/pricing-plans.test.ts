import { FREE_FOR_EVERYONE, featureNames, pricingPlans } from './pricing-plans';

const free = pricingPlans.find((plan) => plan.monthly === 0)!;
const included = (plan: (typeof pricingPlans)[number]) => plan.features.filter((f) => f.included).map((f) => f.label);

describe('pricing plans', () => {
  it('sell nothing the product gives free: the free plan includes all of it, and every plan does', () => {
    for (const plan of pricingPlans) expect(included(plan)).toEqual(expect.arrayContaining([...FREE_FOR_EVERYONE]));
    expect(included(free)).toEqual([...FREE_FOR_EVERYONE]);
  });

  it('never offer exports, data or records only in a paid plan', () => {
    const paidOnly = featureNames.filter((name) => !included(free).includes(name));
    expect(paidOnly.length).toBeGreaterThan(0);
    for (const name of paidOnly) expect(name).not.toMatch(/export|csv|json|data|record|ban|brief|stream|alert/i);
  });

  it('say the open data is free under CC BY 4.0', () => {
    expect(included(free).some((name) => /CSV/.test(name) && /CC BY 4\.0/.test(name))).toBe(true);
  });
});
