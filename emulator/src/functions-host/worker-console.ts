// Imported first by the worker, before the functions build loads: the firebase-functions logger
// keeps references to the console methods it finds at load time, so the log level must be applied
// to them before that.

import { applyLogLevel, parseLogLevel } from './log-level.js';

applyLogLevel(parseLogLevel(process.env.FUNCTIONS_HOST_LOG_LEVEL));
