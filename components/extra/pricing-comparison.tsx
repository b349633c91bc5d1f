import { featureNames, type PricingPlan } from '@/lib/sample-data/pricing-plans';

/** Every feature against every plan, as a table that scrolls sideways on phones. */
export function PricingComparison({ plans }: { plans: readonly PricingPlan[] }) {
  return (
    <section className="pricing-comparison" aria-labelledby="pricing-comparison-title">
      <h2 id="pricing-comparison-title">Compare the plans</h2>
      <div className="table-responsive">
        <table className="table pricing-comparison-table">
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {featureNames.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {plans.map((plan) => {
                  const included = plan.features.some(
                    (feature) => feature.label === name && feature.included,
                  );
                  return (
                    <td key={plan.id}>
                      <i
                        className={`bi ${included ? 'bi-check-lg text-accent' : 'bi-dash-lg text-muted-theme'}`}
                        aria-hidden="true"
                      />
                      <span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
