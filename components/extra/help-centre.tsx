import { faqsByTopic, faqTopics } from '@/lib/sample-data/faqs';
import { ContactCta } from './contact-cta';
import { FaqAccordion } from './faq-accordion';

/** The help centre: topic cards that jump to grouped answers, then a contact box. */
export function HelpCentre() {
  return (
    <div className="container-xl extra-section">
      <nav aria-label="Help topics">
        <ul className="help-topics">
          {faqTopics.map((topic) => (
            <li key={topic.id}>
              <a href={`#topic-${topic.id}`} className="help-topic">
                <i className={`bi ${topic.icon}`} aria-hidden="true" />
                <span className="help-topic-title">{topic.title}</span>
                <span className="help-topic-summary">{topic.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-groups">
        {faqTopics.map((topic) => (
          <section
            key={topic.id}
            id={`topic-${topic.id}`}
            className="help-group"
            aria-labelledby={`topic-${topic.id}-title`}
          >
            <h2 id={`topic-${topic.id}-title`}>
              <i className={`bi ${topic.icon}`} aria-hidden="true" /> {topic.title}
            </h2>
            <FaqAccordion items={faqsByTopic(topic.id)} idPrefix={`help-${topic.id}`} openFirst={false} />
          </section>
        ))}
      </div>
      <ContactCta
        title="Did not find your answer?"
        text="Tell us what you were looking for and we will add it here."
      />
    </div>
  );
}
