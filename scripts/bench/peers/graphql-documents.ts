/** The GraphQL requests both sides answer: the same documents, variables and headers. */

// The query the Amplify Data client sends for client.models.Brief.list({ limit: 50 }).
export const LIST_BRIEFS_QUERY = `query ($filter: ModelBriefFilterInput, $limit: Int, $nextToken: String) {
  listBriefs(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id userId title slug description username blogDate month categories profileId longDescription thumbnail
      userImage tags warfareTags status views shares featured createdAt updatedAt }
    nextToken __typename
  }
}`;

// What the Amplify Data client sends for client.models.ContactMessage.create(…) (the site's contact form).
export const CREATE_CONTACT_MESSAGE = `mutation ($input: CreateContactMessageInput!) {
  createContactMessage(input: $input) { id name email subject message createdAt updatedAt __typename }
}`;

export const contactMessageInput = (sequence: number) => ({
  name: 'Bench Visitor',
  email: `visitor.${sequence}@bench.banwatch.test`,
  subject: 'A question about a ban record',
  message: 'Hello, I would like to know how a ban record is verified before it is shown on a profile. Thank you.',
});
