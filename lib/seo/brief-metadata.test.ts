import { parseBriefFilters } from '@/lib/content/briefs/brief-filters';
import { buildBriefListingMetadata } from './brief-metadata';

const origin = 'https://bans.example.org';

describe('the briefs listing’s metadata', () => {
  it('names the plain listing and points its canonical at /briefs', () => {
    const metadata = buildBriefListingMetadata(parseBriefFilters({}), origin);
    expect(metadata.title).toBe('Briefs');
    expect(metadata.alternates?.canonical).toBe('https://bans.example.org/briefs');
  });

  it('gives each filtered page its own title and canonical address', () => {
    const metadata = buildBriefListingMetadata(parseBriefFilters({ category: 'Stoicism', warfare: 'Censorship', page: '2' }), origin);
    expect(metadata.title).toBe('Briefs in Stoicism, on Censorship – page 2');
    expect(metadata.alternates?.canonical).toBe('https://bans.example.org/briefs?category=Stoicism&warfare=Censorship&page=2');
    expect(metadata.description).toBe('Briefs in Stoicism, on Censorship: short, plain pieces on platform bans, restrictions and shadowbans, newest first.');
  });
});
