/** Which rows of a list a page holds: `limit` rows after the first `offset`. */
export type PageWindow = {
  limit: number;
  offset: number;
};
