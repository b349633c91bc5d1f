'use client';

import { useState } from 'react';
import type { BillingCycle, PricingPlan } from '@/lib/sample-data/pricing-plans';
import { PricingCard } from './pricing-card';
import { PricingToggle } from './pricing-toggle';

/** The plans side by side with the monthly/yearly switch above them. */
export function PricingTable({ plans }: { plans: readonly PricingPlan[] }) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <section className="pricing-table" aria-labelledby="pricing-table-title">
      <div className="pricing-table-head">
        <h2 id="pricing-table-title">Choose how closely you watch</h2>
        <p>
          Paid plans open at launch. No payment details are collected before then; the buttons take you to the
          launch page.
        </p>
        <PricingToggle cycle={cycle} onChange={setCycle} />
      </div>
      <div className="pricing-grid">
        {plans.map((plan) => (
          <PricingCard key={plan.id} plan={plan} cycle={cycle} />
        ))}
      </div>
    </section>
  );
}
