// What code outside modules/ai-products/ may use; every other file here is private to the module.
export { aiProductCalls } from './routes';
export { AI_PASS_INTERVAL_MS, runAiPass } from './runner';
export { seedAiProducts } from './seed';
export { type AiDeps, aiProductOnOffer, create as buyAiProduct, listAsOrderSource } from './service';
