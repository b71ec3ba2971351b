// jsdom lacks a few browser APIs the components rely on; these stand-ins behave like the browser for
// what the tests observe (open attribute, close event, object URL strings).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

let objectUrlCount = 0;
const liveObjectUrls = new Set<string>();
URL.createObjectURL = (blob: Blob | MediaSource): string => {
  objectUrlCount += 1;
  const name = blob instanceof File ? blob.name : 'blob';
  const url = `blob:test/${objectUrlCount}-${encodeURIComponent(name)}`;
  liveObjectUrls.add(url);
  return url;
};
URL.revokeObjectURL = (url: string): void => {
  liveObjectUrls.delete(url);
};

/** Object URLs created and not yet revoked: tests assert previews are released. */
(globalThis as { __liveObjectUrls?: Set<string> }).__liveObjectUrls = liveObjectUrls;

// react-dom warns when an element scrolls into view in jsdom otherwise.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
