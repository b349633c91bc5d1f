import type { Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signOut } from 'aws-amplify/auth';
import { generateClient, type Client } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { toResourcesConfig } from '../../lib/amplify/resources-config';
import type { Schema } from '../../lib/data/schema';
import { signInNode } from './identity';
import { siteOutputs } from './site-outputs';

/**
 * Runs `work` with the real Data client in Node, signed in as `email`, configured from the site's
 * own outputs (read through `page`, which is sent to the home page first when it is still blank):
 * the writes a creator's or a moderator's page would send, made while a journey watches another page.
 */
export async function asUser(page: Page, email: string, work: (client: Client<Schema>) => Promise<void>): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const outputs = await siteOutputs(page);
  // Amplify warns that the endpoints are custom: they are, on purpose.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
  await signInNode(email);
  try {
    await work(generateClient<Schema>({ authMode: 'userPool' }));
  } finally {
    await signOut();
  }
}
