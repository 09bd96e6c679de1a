// jsdom leaves out TextEncoder, which react-router reads when it loads; the browser has it.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextDecoder, TextEncoder });
