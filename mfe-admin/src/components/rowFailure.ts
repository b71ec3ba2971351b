/**
 * Where a failed row action is reported: inside its row while the row is listed, at the top of the
 * page once a refresh took the row away (another admin decided it first).
 */
export function rowFailure(
  failure: { id: string; message: string } | null,
  rows: readonly { id: string }[] | undefined,
): { row: (id: string) => string | undefined; page: string | undefined } {
  const listed = failure !== null && (rows ?? []).some((row) => row.id === failure.id);
  return {
    row: (id) => (listed && failure?.id === id ? failure.message : undefined),
    page: failure && !listed ? failure.message : undefined,
  };
}
