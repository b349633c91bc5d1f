import { faqsByTopic } from '@/lib/sample-data/faqs';
import { pricingPlans } from '@/lib/sample-data/pricing-plans';
import { FaqAccordion } from './faq-accordion';
import { PricingComparison } from './pricing-comparison';
import { PricingTable } from './pricing-table';

/** The plans, optionally followed by the feature comparison and the billing questions. */
export function PricingPage({ detailed = false }: { detailed?: boolean }) {
  return (
    <div className="container-xl extra-section extra-stack">
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
