/** Approved reviews on one page of a vendor's reviews; shared by the query and the summary. */
export const reviewPageSize = 20;
