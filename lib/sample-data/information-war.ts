import { artworkUrl } from '@/lib/artwork/render-artwork';
import type { InformationWarCategory } from './types';

function category(id: number, title: string, slug: string, type: InformationWarCategory['type']): InformationWarCategory {
  return { id: String(id), title, slug, thumbnail: artworkUrl('still', `front-${slug}`), type };
}

/**
 * The fronts of the information war the catalogue covers. Each slug is also a tag, so a
 * category opens the tag page of the titles filed under it.
 */
export const informationWar: InformationWarCategory[] = [
  category(1, 'Shadowbans', 'shadowbans', 'movie'),
  category(2, 'Deplatforming', 'deplatforming', 'movie'),
  category(3, 'Demonetisation', 'demonetisation', 'movie'),
  category(4, 'Algorithmic Suppression', 'algorithmic-suppression', 'movie'),
  category(5, 'Narrative Control', 'narrative-control', 'tv-show'),
  category(6, 'Astroturfing', 'astroturfing', 'tv-show'),
  category(7, 'Counter-Speech', 'counter-speech', 'video'),
  category(8, 'Platform Appeals', 'platform-appeals', 'video'),
];

/** Short explanations shown under each category's name. */
export const informationWarBlurbs: Record<string, string> = {
  shadowbans: 'Still online, no longer seen.',
  deplatforming: 'Whole accounts removed overnight.',
  demonetisation: 'Reach kept, income switched off.',
  'algorithmic-suppression': 'Ranked down without a notice.',
  'narrative-control': 'Who decides what trends.',
  astroturfing: 'Fake crowds, real consequences.',
  'counter-speech': 'Answering back without a ban.',
  'platform-appeals': 'Getting a decision reversed.',
};
