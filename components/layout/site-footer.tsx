import { FooterColumns } from './footer-columns';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <FooterColumns heading="Watch the watchers" owner="StreamIt">
        Ban histories, shadowban reports and short briefs on how platforms restrict creators — plus a stream catalogue on
        discipline, power, influence, information warfare, stoicism and leadership.
      </FooterColumns>
    </footer>
  );
}
