/** Joins the truthy class names (CSS Modules give `string | undefined` under noUncheckedIndexedAccess). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
