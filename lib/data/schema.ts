import type { ClientSchema } from '@aws-amplify/data-schema';
import type { schema } from '@/amplify/data/schema';

/** The data models as the site's clients see them (`generateClient<Schema>()`), from the one declaration. */
export type Schema = ClientSchema<typeof schema>;
