import Link from 'next/link';

/**
 * The sign-in and sign-up screens before the identity service exists: an honest notice in
 * the place where the Authenticator will render, never a form that cannot work.
 */
export function AuthUnavailable({ title, action }: { title: string; action: string }) {
  return (
    <section className="auth-screen">
      <div className="auth-card">
        <i className="bi bi-shield-lock auth-card-icon" aria-hidden="true" />
        <h1 className="h3">{title}</h1>
        <p>
          {action} by e-mail is not open yet: accounts arrive with the identity service. Everything on the site can be
          read without an account in the meantime.
        </p>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link href="/" className="btn btn-primary">
            Back to home
          </Link>
          <Link href="/home" className="btn btn-outline-secondary">
            Browse the catalogue
          </Link>
        </div>
      </div>
    </section>
  );
}
