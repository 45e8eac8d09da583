import type { AccountType, DisplayMode, Locale, MarketColorMode } from '@demo/contract';
import { ACCOUNT_TYPES, DEFAULT_LOCALE, LOCALES, STORAGE_KEYS } from '@demo/contract/refs';
import { create } from 'zustand';
import { isLeverMemory, type LeverMemory, rememberLever } from './lever-memory';
import { ACCOUNT_TYPE_KEY, LEVER_MEMORY_KEY, readEnum, readJson, readString, writeJson, writeString } from './storage';

/**
 * Device preferences, persisted key by key under the specification's own storage names (rather
 * than zustand's single JSON blob) so that the stored keys are exactly those of section 3.
 */
export interface Prefs {
  locale: Locale;
  displayMode: DisplayMode;
  marketColorMode: MarketColorMode;
  productCategory: string | null;
  accountType: AccountType;
  /** The lever chosen per product on the trade ticket (SPEC LV1). */
  leverByProduct: LeverMemory;
}

interface PrefsActions {
  setLocale: (locale: Locale) => void;
  setDisplayMode: (mode: DisplayMode) => void;
  setMarketColorMode: (mode: MarketColorMode) => void;
  setProductCategory: (code: string) => void;
  setAccountType: (type: AccountType) => void;
  rememberLever: (code: string, lever: number) => void;
}

const DISPLAY_MODES = ['light', 'dark', 'auto'] as const satisfies readonly DisplayMode[];
const COLOR_MODES = ['red-up', 'green-up'] as const satisfies readonly MarketColorMode[];

function loadPrefs(): Prefs {
  return {
    locale: readEnum(STORAGE_KEYS.locale, LOCALES, DEFAULT_LOCALE),
    displayMode: readEnum(STORAGE_KEYS.displayMode, DISPLAY_MODES, 'auto'),
    marketColorMode: readEnum(STORAGE_KEYS.marketColorMode, COLOR_MODES, 'red-up'),
    productCategory: readString(STORAGE_KEYS.productCategory),
    accountType: readEnum(ACCOUNT_TYPE_KEY, ACCOUNT_TYPES, 'real'),
    leverByProduct: readJson(LEVER_MEMORY_KEY, isLeverMemory) ?? [],
  };
}

export const usePrefs = create<Prefs & PrefsActions>()((set) => ({
  ...loadPrefs(),
  setLocale: (locale) => {
    writeString(STORAGE_KEYS.locale, locale);
    set({ locale });
  },
  setDisplayMode: (displayMode) => {
    writeString(STORAGE_KEYS.displayMode, displayMode);
    set({ displayMode });
  },
  setMarketColorMode: (marketColorMode) => {
    writeString(STORAGE_KEYS.marketColorMode, marketColorMode);
    set({ marketColorMode });
  },
  setProductCategory: (productCategory) => {
    writeString(STORAGE_KEYS.productCategory, productCategory);
    set({ productCategory });
  },
  setAccountType: (accountType) => {
    writeString(ACCOUNT_TYPE_KEY, accountType);
    set({ accountType });
  },
  rememberLever: (code, lever) =>
    set((s) => {
      const leverByProduct = rememberLever(s.leverByProduct, code, lever);
      writeJson(LEVER_MEMORY_KEY, leverByProduct);
      return { leverByProduct };
    }),
}));
