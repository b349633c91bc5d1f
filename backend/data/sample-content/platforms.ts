import { PLATFORM_CATALOGUE, platformIdOf } from '../../../amplify/data/platforms';
import { SAMPLE_EDITOR } from './owners';
import type { PlatformName, SampleOwner } from './sample-types';

export type SamplePlatform = {
  id: string;
  owner: SampleOwner;
  name: PlatformName;
  displayName: string;
  url: string;
  iconKey: string;
};

/** The nine Platform records, with stable ids equal to the lower-case name so bans can refer to 'youtube' directly. */
export const SAMPLE_PLATFORMS: SamplePlatform[] = PLATFORM_CATALOGUE.map(({ name, displayName, url, icon }) => ({
  id: platformIdOf(name),
  owner: SAMPLE_EDITOR,
  name,
  displayName,
  url,
  iconKey: icon,
}));
