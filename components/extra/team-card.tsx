import type { TeamMember } from '@/lib/sample-data/team';

/** One person: portrait, name, role and a line about their work. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="team-card" aria-labelledby={`${member.id}-name`}>
      <img src={member.portrait} alt={`Portrait of ${member.name}`} width={480} height={600} loading="lazy" />
      <div className="team-card-body">
        <h3 id={`${member.id}-name`}>{member.name}</h3>
        <p className="team-card-role">{member.role}</p>
        <p className="team-card-bio">{member.bio}</p>
      </div>
    </article>
  );
}
