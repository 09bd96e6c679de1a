// jsdom leaves out TextEncoder, which react-router reads when it loads; the browser has it.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined')
  Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
