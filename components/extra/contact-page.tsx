import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** The contact page: the form beside the other channels. */
export function ContactPage() {
  return (
    <div className="container-xl extra-section">
      <div className="contact-layout">
        <section className="contact-form-panel" aria-labelledby="contact-form-title">
          <p className="extra-eyebrow">Write to us</p>
          <h2 id="contact-form-title">Send the editors a message</h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
