import { loadBrowserDataClient } from '@/lib/data/browser-data';
import type { SendRecordView } from './record-view-once';

/**
 * recordView through the Amplify Data client, with the public API key whoever is signed in (a
 * view is a visitor's, not an account's). The client loads on first use, after the page is up.
 */
export const sendRecordView: SendRecordView = async (input) => {
  const client = await loadBrowserDataClient();
  if (!client) throw new Error('The data API is not configured.');
  const { data, errors } = await client.mutations.recordView(input, { authMode: 'apiKey' });
  if (errors?.length || !data) throw new Error(errors?.map((error) => error.message).join('; ') || 'recordView gave no answer.');
  return data;
};
