/** The GraphQL requests both sides answer: the same documents, variables and headers. */

// The query the Amplify Data client sends for client.models.Brief.list({ limit: 50 }).
export const LIST_BRIEFS_QUERY = `query ($filter: ModelBriefFilterInput, $limit: Int, $nextToken: String) {
  listBriefs(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id userId title slug description username blogDate month categories profileId longDescription thumbnail
      userImage tags warfareTags status views shares featured createdAt updatedAt }
    nextToken __typename
  }
}`;

// What the Amplify Data client sends for client.mutations.sendContactMessage(…) (the site's contact form).
export const SEND_CONTACT_MESSAGE = `mutation ($name: String!, $email: AWSEmail!, $subject: String, $message: String!) {
  sendContactMessage(name: $name, email: $email, subject: $subject, message: $message)
}`;

export const contactMessageArguments = (sequence: number) => ({
  name: 'Bench Visitor',
  email: `visitor.${sequence}@bench.banwatch.test`,
  subject: 'A question about a ban record',
  message: 'Hello, I would like to know how a ban record is verified before it is shown on a profile. Thank you.',
});

/**
 * Whom the load balancer says message `sequence` comes from (X-Forwarded-For): each a visitor of
 * its own, so the product counts each against a quota of its own, as it would for real visitors,
 * and never refuses one (the bench measures the write, not the hourly limit).
 */
export const visitorAddressOf = (sequence: number) => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
