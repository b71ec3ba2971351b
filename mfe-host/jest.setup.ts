// jsdom lacks a few browser APIs the host pages rely on; these stand-ins behave like the browser for
// what the tests observe: TextEncoder (react-router 7 reads it at import), <dialog>'s modal methods
// (ConfirmDialog), object URLs (ImagePicker previews) and scrolling.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

let objectUrlCount = 0;
URL.createObjectURL = (blob: Blob | MediaSource): string => {
  objectUrlCount += 1;
  return `blob:test/${objectUrlCount}-${blob instanceof File ? encodeURIComponent(blob.name) : 'blob'}`;
};
URL.revokeObjectURL = () => undefined;

window.scrollTo = () => undefined;
// jsdom answers from its focused element, which is none while a blur is being dispatched; a browser
// answers whether the window has focus, which it keeps while focus moves between two fields.
document.hasFocus = () => true;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

afterEach(() => jest.restoreAllMocks());
