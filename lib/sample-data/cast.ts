import { artworkUrl } from '@/lib/artwork/render-artwork';
import type { CastItem } from './types';

type Person = Omit<CastItem, 'id' | 'profile_image'>;

function person(id: number, fields: Person): CastItem {
  return { id: String(id), profile_image: artworkUrl('portrait', fields.slug), ...fields };
}

/** The people credited across the catalogue. Credits are listed on each title by slug. */
export const cast: CastItem[] = [
  person(1, {
    slug: 'marcus-vell',
    title: 'Marcus Vell',
    designation: 'Actor',
    known_credits: 34,
    birthday: 'March 12, 1981',
    birth_place: 'Lisbon, Portugal',
    also_known_as: 'The Quiet Editor',
  }),
  person(2, {
    slug: 'ingrid-solvang',
    title: 'Ingrid Solvang',
    designation: 'Director',
    known_credits: 21,
    birthday: 'October 4, 1976',
    birth_place: 'Bergen, Norway',
    also_known_as: 'Ingrid S.',
  }),
  person(3, {
    slug: 'tariq-okafor',
    title: 'Tariq Okafor',
    designation: 'Actor',
    known_credits: 27,
    birthday: 'July 22, 1988',
    birth_place: 'Lagos, Nigeria',
    also_known_as: 'T.O.',
  }),
  person(4, {
    slug: 'elena-marchetti',
    title: 'Elena Marchetti',
    designation: 'Actress',
    known_credits: 19,
    birthday: 'January 9, 1990',
    birth_place: 'Turin, Italy',
    also_known_as: 'Lena March',
  }),
  person(5, {
    slug: 'julian-ashcroft',
    title: 'Julian Ashcroft',
    designation: 'Narrator',
    known_credits: 48,
    birthday: 'May 30, 1969',
    birth_place: 'Bath, England',
    also_known_as: 'The Voice of the Archive',
  }),
  person(6, {
    slug: 'priya-raman',
    title: 'Priya Raman',
    designation: 'Producer',
    known_credits: 16,
    birthday: 'November 17, 1984',
    birth_place: 'Chennai, India',
    also_known_as: 'P. Raman',
  }),
  person(7, {
    slug: 'dmitri-halloran',
    title: 'Dmitri Halloran',
    designation: 'Actor',
    known_credits: 31,
    birthday: 'February 2, 1979',
    birth_place: 'Cork, Ireland',
    also_known_as: 'Dima',
  }),
  person(8, {
    slug: 'sofia-lindqvist',
    title: 'Sofia Lindqvist',
    designation: 'Writer',
    known_credits: 12,
    birthday: 'August 25, 1986',
    birth_place: 'Uppsala, Sweden',
    also_known_as: 'S. L. Quist',
  }),
  person(9, {
    slug: 'kenji-mori',
    title: 'Kenji Mori',
    designation: 'Cinematographer',
    known_credits: 23,
    birthday: 'June 11, 1974',
    birth_place: 'Osaka, Japan',
    also_known_as: 'Mori-san',
  }),
  person(10, {
    slug: 'amara-diallo',
    title: 'Amara Diallo',
    designation: 'Actress',
    known_credits: 14,
    birthday: 'April 3, 1993',
    birth_place: 'Dakar, Senegal',
    also_known_as: 'Amie Diallo',
  }),
  person(11, {
    slug: 'rafael-costa',
    title: 'Rafael Costa',
    designation: 'Host',
    known_credits: 39,
    birthday: 'December 19, 1982',
    birth_place: 'São Paulo, Brazil',
    also_known_as: 'Rafa',
  }),
  person(12, {
    slug: 'hannah-whitcombe',
    title: 'Hannah Whitcombe',
    designation: 'Journalist',
    known_credits: 22,
    birthday: 'September 8, 1980',
    birth_place: 'Toronto, Canada',
    also_known_as: 'H. W.',
  }),
];
