import { editorialValues } from '@/lib/sample-data/team';

/** The four standards the team works to. */
export function AboutValues() {
  return (
    <section className="about-values" aria-labelledby="about-values-title">
      <div className="extra-section-head">
        <p className="extra-eyebrow">How we work</p>
        <h2 id="about-values-title">What we hold ourselves to</h2>
      </div>
      <ul className="value-grid">
        {editorialValues.map((value) => (
          <li key={value.id} className="value-card">
            <i className={`bi ${value.icon}`} aria-hidden="true" />
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
