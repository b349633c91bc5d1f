import type { SampleOwner } from './sample-types';

/** A sample account: e-mail at the reserved .test domain (never deliverable), fixed sub. */
function owner(sub: string, localPart: string): SampleOwner {
  const email = `${localPart}@sample.banwatch.test`;
  return { sub, username: email, email };
}

/**
 * The accounts that own the sample records. The first is the editor: it owns the Platform
 * records and is named as creator of the catalogue (streams, personalities); the seeder may put
 * it in ADMINS. Every other account owns one creator profile and everything that profile records.
 * Subs are fixed so a re-seed produces identical owner fields.
 */
export const SAMPLE_OWNERS: SampleOwner[] = [
  owner('eacc3508-da74-427a-a310-166e4b0ff764', 'editor'),
  owner('1123eb19-b12a-4b89-89ff-704966d7f57c', 'mara.quill'),
  owner('243fa57d-dd98-48b8-beeb-59c2c9d425b5', 'dorian.vale'),
  owner('3abaa9e5-ef14-46c7-86b8-dd518bdcb6bf', 'soren.aldric'),
  owner('544855ad-91b6-479f-a01f-ab017892f31e', 'imogen.thrace'),
  owner('13b6f1bb-6201-4631-9499-ee243a12ce3a', 'caspian.reyes'),
  owner('3167137d-ab31-4cb0-b7c3-c6afefa5a3d7', 'talia.brennock'),
  owner('477f9cda-7911-4c89-8ee9-f77d9165a5b1', 'elias.marrow'),
  owner('a84a7bba-73e9-41ca-9932-40d8cc00bf6e', 'noor.halvorsen'),
  owner('5a3b22f4-a214-4bba-be5d-87e107ca2b95', 'rhys.calder'),
  owner('edf99059-0ac7-4a97-9de8-2fea5e8e6cf0', 'freya.castellan'),
  owner('ee167767-5a24-426d-929e-b4f9e7afa408', 'jonah.whitlock'),
  owner('0cd8b78f-319f-48af-9b00-507243f4ac46', 'anika.sterling'),
  owner('93876282-de57-4f4f-80e1-2562c862547d', 'lucan.ashby'),
  owner('8ad357b4-3f54-4209-bd7c-0bb0e0fb1046', 'wren.calloway'),
];

export const SAMPLE_EDITOR: SampleOwner = SAMPLE_OWNERS[0];

/** The owner whose e-mail starts with the given local part; a typo fails at import. */
export function sampleOwner(localPart: string): SampleOwner {
  const found = SAMPLE_OWNERS.find((candidate) => candidate.email === `${localPart}@sample.banwatch.test`);
  if (!found) throw new Error(`No sample owner "${localPart}"`);
  return found;
}
