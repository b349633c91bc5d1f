import Link from 'next/link';
import { formatPrice } from '@/lib/format';
import { planPrice, type BillingCycle, type PricingPlan } from '@/lib/sample-data/pricing-plans';

/** One plan: name, price for the chosen cycle, features, and the way to sign up at launch. */
export function PricingCard({ plan, cycle }: { plan: PricingPlan; cycle: BillingCycle }) {
  const price = planPrice(plan, cycle);
  const free = plan.monthly === 0;
  return (
    <article
      className={`pricing-card${plan.highlighted ? ' highlighted' : ''}`}
      aria-labelledby={`plan-${plan.id}`}
    >
      {plan.highlighted && <p className="pricing-card-ribbon">Most popular</p>}
      <h3 id={`plan-${plan.id}`} className="pricing-card-name">
        {plan.name}
      </h3>
      <p className="pricing-card-tagline">{plan.tagline}</p>
      <p className="pricing-card-price">
        <span className="pricing-card-amount">{free ? 'Free' : formatPrice(price)}</span>
        {!free && <span className="pricing-card-period">/ {cycle === 'monthly' ? 'month' : 'year'}</span>}
      </p>
      <p className="pricing-card-note">
        {free
          ? 'No card, no account needed.'
          : cycle === 'yearly'
            ? `That is ${formatPrice(price / 12)} a month.`
            : 'Billed every month.'}
      </p>
      <ul className="pricing-card-features">
        {plan.features.map((feature) => (
          <li key={feature.label} className={feature.included ? 'included' : 'excluded'}>
            <i
              className={`bi ${feature.included ? 'bi-check-circle-fill' : 'bi-x-circle'}`}
              aria-hidden="true"
            />
            <span>
              <span className="visually-hidden">{feature.included ? 'Included: ' : 'Not included: '}</span>
              {feature.label}
            </span>
          </li>
        ))}
      </ul>
      {free ? (
        <Link href="/blogs" className="btn btn-outline-primary pricing-card-action">
          Start reading
        </Link>
      ) : (
        <Link
          href="/extra/coming-soon"
          className={`btn ${plan.highlighted ? 'btn-primary' : 'btn-outline-primary'} pricing-card-action`}
        >
          Join at launch
        </Link>
      )}
    </article>
  );
}
