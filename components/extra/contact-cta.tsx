import Link from 'next/link';

/** A closing box pointing to the contact page. */
export function ContactCta({ title, text }: { title: string; text: string }) {
  return (
    <section className="contact-cta" aria-labelledby="contact-cta-title">
      <div>
        <h2 id="contact-cta-title">{title}</h2>
        <p>{text}</p>
      </div>
      <Link href="/extra/contact-us" className="btn btn-primary">
        <i className="bi bi-envelope" aria-hidden="true" /> Contact us
      </Link>
    </section>
  );
}
