import { permanentRedirect } from 'next/navigation';

// /bans/<id> is a record's permalink; the address above it shows them all: the search's ban list (the header's "Bans").
export default function BanRecordsIndex(): never {
  permanentRedirect('/search?kind=bans');
}
