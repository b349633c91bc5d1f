import Link from 'next/link';

export default function HomePage() {
  return (
    <section className="container-xl py-5">
      <h1>Platform bans, restrictions and shadowbans</h1>
      <p className="lead">Creator profiles with ban histories, briefs, personalities and a stream catalogue.</p>
      <Link className="btn btn-primary" href="/home">Explore the catalogue</Link>
      <div style={{ height: 2000 }} />
    </section>
  );
}
