/** Every bench suite, in the order `npm run bench` runs them; a new one (API endpoints, say) is one more entry. */
import { apiSuite } from './api';
import { pagesSuite } from './pages';
import { staffSuite } from './staff';
import type { BenchSuite } from './suite';

export const SUITES: readonly BenchSuite[] = [pagesSuite, apiSuite, staffSuite];
