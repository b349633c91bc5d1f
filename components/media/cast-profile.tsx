import type { CastItem } from '@/lib/sample-data/types';
import { ArtworkImage } from './artwork-image';

/** A person's portrait beside their role, facts and a short note on their work here. */
export function CastProfile({ person, creditCount }: { person: CastItem; creditCount: number }) {
  const facts = [
    { label: 'Known for', value: person.designation },
    { label: 'Known credits', value: String(person.known_credits) },
    { label: 'Birthday', value: person.birthday },
    { label: 'Place of birth', value: person.birth_place },
    { label: 'Also known as', value: person.also_known_as },
  ];
  const role = person.designation.toLowerCase();
  const article = /^[aeiou]/.test(role) ? 'an' : 'a';
  return (
    <section className="cast-profile" aria-labelledby="profile-heading">
      <div className="container-xl cast-profile-grid">
        <div className="cast-profile-media">
          <ArtworkImage src={person.profile_image} alt={`Portrait of ${person.title}`} lazy={false} />
        </div>
        <div className="cast-profile-body">
          <p className="cast-profile-role">{person.designation}</p>
          <h2 id="profile-heading" className="cast-profile-heading">
            Personal info
          </h2>
          <p className="cast-profile-bio">
            {person.title} is {article} {role} born in {person.birth_place}, with {person.known_credits} known
            credits and {creditCount} {creditCount === 1 ? 'title' : 'titles'} in this catalogue, most of them about how power
            and reach are won, lost and quietly taken away.
          </p>
          <dl className="cast-facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
