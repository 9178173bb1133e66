// npm run rules:generate: rewrites firestore.rules' generated section from the model.
import { writeRules } from './firestore-rules-sections.js';

writeRules();
console.log('firestore.rules: generated section rewritten from @brunchers/model');
