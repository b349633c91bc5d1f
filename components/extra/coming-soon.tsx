import Link from 'next/link';
import { Brand } from '@/components/layout/brand';
import { formatDay } from '@/components/blog/date-text';
import { Countdown } from './countdown';
import { NotifyForm } from './notify-form';

/** The launch date of paid plans and the full catalogue (UTC midnight). */
export const LAUNCH_DAY = '2027-03-01';

/** The full-screen coming-soon page: logo, headline, countdown and notify-me box. */
export function ComingSoon() {
  const launch = formatDay(LAUNCH_DAY);
  return (
    <section className="blank-screen coming-soon">
      <div className="blank-screen-inner">
        <Brand />
        <p className="extra-eyebrow">Launching {launch}</p>
        <h1 className="blank-screen-title">Something sharper is coming</h1>
        <p className="blank-screen-text">
          Paid plans, alerts when a creator you follow is restricted, and the full stream catalogue on
          discipline, power and influence. We are finishing the last checks.
        </p>
        <Countdown
          target={`${LAUNCH_DAY}T00:00:00Z`}
          label={`Time left until launch on ${launch}, midnight UTC.`}
        />
        <NotifyForm />
        <Link href="/" className="btn btn-outline-primary">
          <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> Back to home
        </Link>
      </div>
    </section>
  );
}
