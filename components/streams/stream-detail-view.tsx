import Link from 'next/link';
import { RestrictedNotice } from '@/components/media/restricted-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { listPlayerChoices } from '@/lib/content/streams/player-choices';
import { buildStreamJsonLd } from '@/lib/content/streams/stream-seo';
import { streamImageOf } from '@/lib/content/streams/stream-image';
import type { StreamDetail } from '@/lib/content/streams/stream-types';
import { StreamFacts } from './stream-facts';
import { StreamInfoList } from './stream-info-list';
import { StreamPlatformLinks } from './stream-platform-links';
import { StreamPlayer } from './stream-player';
import { StreamStatusNotice } from './stream-status-notice';
import { StreamViewCounter } from './stream-view-counter';

const EMPTY_REASONS = {
  ACTIVE: 'This stream has no playable source yet.',
  PENDING: 'This stream is not published yet and has no trailer.',
  INACTIVE: 'This stream has been withdrawn.',
} as const;

/** A stream's page: notices, the player beside its facts, synopsis, credits and platform links. */
export function StreamDetailView({ stream }: { stream: StreamDetail }) {
  return (
    <div className="media-page detail-page stream-detail">
      <JsonLd data={buildStreamJsonLd(stream)} />
      <StreamViewCounter stream={stream} />
      <section className="detail-overview" aria-labelledby="stream-overview-heading">
        <div className="container-xl">
          {stream.isRestricted ? (
            <RestrictedNotice rating={stream.certificate ?? 'Restricted'} reason="This stream is marked restricted: it deals with material some viewers may find distressing or that a platform has restricted." />
          ) : null}
          <StreamStatusNotice status={stream.status} />
          <div className="detail-grid">
            <StreamPlayer slug={stream.slug} title={stream.title} poster={streamImageOf(stream)} choices={listPlayerChoices(stream)} emptyReason={EMPTY_REASONS[stream.status]} />
            <div className="detail-info">
              <h2 id="stream-overview-heading" className="detail-heading">
                Overview
              </h2>
              <StreamFacts stream={stream} />
              <p className="detail-synopsis">{stream.description}</p>
              {stream.detail ? <p className="stream-detail-text">{stream.detail}</p> : null}
              <StreamInfoList stream={stream} />
              <StreamPlatformLinks links={stream.platformLinks} />
              <Link href="/streams" className="detail-back">
                <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> All streams
              </Link>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
