import { faqs } from '@/lib/sample-data/faqs';
import { ContactCta } from './contact-cta';
import { FaqAccordion } from './faq-accordion';

/** The FAQ page: an introduction beside every question, then a contact box. */
export function FaqSection() {
  return (
    <div className="container-xl extra-section">
      <div className="faq-layout">
        <div className="faq-intro">
          <p className="extra-eyebrow">Questions</p>
          <h2>Answers before you ask</h2>
          <p>
            What we cover, how we document bans and shadowbans, what happens to your data and how the plans
            will work. The help centre groups the same answers by topic.
          </p>
        </div>
        <FaqAccordion items={faqs} idPrefix="faq" />
      </div>
      <ContactCta
        title="Still have a question?"
        text="Send it through the contact page. Its form does not store messages yet, so keep a copy of what you write."
      />
    </div>
  );
}
