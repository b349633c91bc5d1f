/** One page of a Data API list: its items, the token of the next page, and any GraphQL errors. */
export type ListPage<Item> = {
  data: Item[];
  nextToken?: string | null;
  errors?: readonly { message: string }[];
};
