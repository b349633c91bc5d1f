import type { BillingCycle } from '@/lib/sample-data/pricing-plans';

const OPTIONS: { value: BillingCycle; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/** Monthly or yearly billing as a pair of radio buttons (arrow keys switch between them). */
export function PricingToggle({
  cycle,
  onChange,
}: {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <fieldset className="pricing-toggle">
      <legend className="visually-hidden">Billing cycle</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={`pricing-toggle-option${cycle === option.value ? ' selected' : ''}`}
        >
          <input
            type="radio"
            name="billing-cycle"
            value={option.value}
            checked={cycle === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
          {option.value === 'yearly' && <span className="pricing-toggle-badge">2 months free</span>}
        </label>
      ))}
    </fieldset>
  );
}
