// Runs the Auth launcher in its own process, so a test can kill it with SIGKILL: reports its port
// over IPC once it serves.
import { startAuth } from '../../src/auth/index.js';

const dataDir = process.env.AUTH_DATA_DIR;
if (!dataDir) throw new Error('AUTH_DATA_DIR must be set');
const auth = await startAuth({ port: 0, projectId: 'demo-brunchers', dataDir });
process.send?.({ port: auth.port });
