// Entry of the bundle for both the main and the post step.
import { main } from './main.js';

await main();
