/** npm run bench: prints the performance figures of tests/bench (never pass/fail). */
import { runApiBench } from './api.ts';
import { runSearchBench } from './search.ts';

runSearchBench();
await runApiBench();
