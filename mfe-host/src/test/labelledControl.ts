/**
 * The one form control whose `<label>` text matches `name` (the label's control, as `for` or
 * nesting makes it). Testing Library's getByLabelText asks every element of the page for its labels,
 * which jsdom answers by walking the document: on the 60-control listing form that is 50–200 ms a
 * query on a loaded machine (issue 23 item 9). Reading the labels themselves answers the same
 * question in well under a millisecond.
 */
export function labelledControl(name: RegExp): HTMLElement {
  const controls = Array.from(document.querySelectorAll('label'))
    .filter((label) => name.test(label.textContent ?? ''))
    .map((label) => label.control)
    .filter((control): control is HTMLElement => control !== null);
  if (controls.length !== 1) {
    throw new Error(`Expected one control labelled ${String(name)}, found ${controls.length}`);
  }
  return controls[0]!;
}
