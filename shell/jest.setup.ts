// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses at import time.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
