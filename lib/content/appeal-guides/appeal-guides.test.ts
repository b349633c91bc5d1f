import { PLATFORMS } from '@/lib/content/platforms';
import { APPEAL_GUIDES, appealGuideOf, appealGuidePathOf } from './appeal-guides';

describe('the per-platform appeal guides', () => {
  it('has a guide for every platform the record knows, with steps and an https help page', () => {
    for (const platform of PLATFORMS) {
      const guide = appealGuideOf(platform.id);
      expect(guide).not.toBeNull();
      expect(guide!.steps.length).toBeGreaterThan(0);
      expect(new URL(guide!.helpUrl).protocol).toBe('https:');
    }
    expect(Object.keys(APPEAL_GUIDES).sort()).toEqual(PLATFORMS.map((platform) => platform.id).sort());
  });

  it('knows no platform by an inherited or unknown name', () => {
    expect(appealGuideOf('constructor')).toBeNull();
    expect(appealGuideOf('__proto__')).toBeNull();
    expect(appealGuideOf('myspace')).toBeNull();
  });

  it('points at the platform page’s appeal section', () => {
    expect(appealGuidePathOf('youtube')).toBe('/platforms/youtube#appeal');
  });
});
