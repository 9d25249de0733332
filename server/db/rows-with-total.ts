/**
 * A page of rows and how many rows its filter matches in all (`totals`: the count query), read
 * side by side.
 */
export async function rowsWithTotal<Row>(
  rows: PromiseLike<Row[]>,
  totals: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, [totalRow]] = await Promise.all([rows, totals]);
  return { rows: pageRows, total: Number(totalRow?.total ?? 0) };
}
