import { team } from '@/lib/sample-data/team';
import { TeamCard } from './team-card';

/** The editorial team. The section's id is the target of "Meet the team" links. */
export function TeamGrid() {
  return (
    <section id="team" className="team-section" aria-labelledby="team-title">
      <div className="extra-section-head">
        <p className="extra-eyebrow">The team</p>
        <h2 id="team-title">The people behind the briefs</h2>
      </div>
      <div className="team-grid">
        {team.map((member) => (
          <TeamCard key={member.id} member={member} />
        ))}
      </div>
    </section>
  );
}
