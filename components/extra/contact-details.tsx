const CHANNELS = [
  {
    icon: 'bi-envelope-open',
    title: 'Editorial desk',
    lines: ['editors@streamit.example', 'Corrections, tips and ban reports'],
  },
  {
    icon: 'bi-megaphone',
    title: 'Press',
    lines: ['press@streamit.example', 'Interviews and republishing requests'],
  },
  {
    icon: 'bi-clock',
    title: 'Reply times',
    lines: ['Monday to Friday', 'We aim to answer within three working days'],
  },
] as const;

/** How to reach the team besides the form. */
export function ContactDetails() {
  return (
    <aside className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Other ways to reach us</h2>
      <ul>
        {CHANNELS.map((channel) => (
          <li key={channel.title} className="contact-channel">
            <i className={`bi ${channel.icon}`} aria-hidden="true" />
            <div>
              <h3>{channel.title}</h3>
              {channel.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p className="contact-details-note">
        Sending sensitive material? Remove personal details of third parties before you write, and never send
        passwords or account recovery codes.
      </p>
    </aside>
  );
}
