import { RecordView } from '@/components/views/record-view';
import type { StreamDetail } from '@/lib/content/streams/stream-types';

/** Counts this visit as one view of the stream (the shared counter does not count a reload twice). */
export function StreamViewCounter({ stream }: { stream: Pick<StreamDetail, 'id' | 'slug' | 'status'> }) {
  // Only streams that play count views; a pending or withdrawn page is a notice, not a viewing.
  if (stream.status !== 'ACTIVE') return null;
  return <RecordView model="Stream" id={stream.id} slug={stream.slug} />;
}
