/** How one item of a bulk review (admin/bulk-review) went; `message` says why it failed. */
export interface BulkReviewResultDto {
  id: number;
  status: 'done' | 'failed';
  message?: string;
}
