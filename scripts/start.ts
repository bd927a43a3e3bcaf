// `npm start`: the main job. Builds the data bundle and prints its summary.
// (Later steps — widget build, demo site, extension — are added here as they land.)
import { main } from './cli/main.ts';

const code = await main(['build']);
if (code !== 0) process.exit(code);
