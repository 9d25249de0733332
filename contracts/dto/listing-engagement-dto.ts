/** `add_favourite`: the listing's favourite state for the caller after the call. */
export interface FavouriteToggleDto {
  property_id: number;
  is_favourite: boolean;
  /** How many users have the listing in their favourites ("likes"). */
  total_likes: number;
}

/** `interested_users`: the caller's interest in the listing after the call. */
export interface InterestToggleDto {
  property_id: number;
  is_interested: boolean;
}

/** `get_report_reasons`: one active reason. The one named "Other" needs a message. */
export interface ReportReasonDto {
  id: number;
  reason: string;
  /** The free-text reason ("Other"): a report with it needs `other_message`. */
  is_other: boolean;
}

/** `add_reports`: the report that was filed. */
export interface ListingReportDto {
  id: number;
  property_id: number;
  reason_id: number;
  status: 'open';
}
