import Link from 'next/link';
import { faqsByTopic } from '@/lib/sample-data/faqs';
import { pricingPlans } from '@/lib/sample-data/pricing-plans';
import { FaqAccordion } from './faq-accordion';
import { PricingComparison } from './pricing-comparison';
import { PricingTable } from './pricing-table';

/** What is free for everyone, the plans, optionally followed by the feature comparison and the billing questions. */
export function PricingPage({ detailed = false }: { detailed?: boolean }) {
  return (
    <div className="container-xl extra-section extra-stack">
      <p className="pricing-free-note">
        <i className="bi bi-unlock" aria-hidden="true" /> Everything the site publishes is free, with no account: the ban records, shadowban
        reports, figures, briefs, streams and the <Link href="/data">open data downloads</Link> (CSV and JSON under CC BY 4.0). Plans are a way
        to support the work.
      </p>
      <PricingTable plans={pricingPlans} />
      {detailed && <PricingComparison plans={pricingPlans} />}
      {detailed && (
        <section className="pricing-faq" aria-labelledby="pricing-faq-title">
          <h2 id="pricing-faq-title">Billing questions</h2>
          <FaqAccordion items={faqsByTopic('billing')} idPrefix="billing" />
        </section>
      )}
    </div>
  );
}
