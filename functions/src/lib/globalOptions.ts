// Options for every function. Imported first by index.ts: firebase-functions reads global options
// when each function is defined.

import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@brunchers/model';

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
