// The web tests run with every English text loaded, as every page but home does (lazy-page.tsx).
import { loadAllStrings } from './index';

await loadAllStrings();
