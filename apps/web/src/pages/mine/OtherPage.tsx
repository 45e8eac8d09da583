import { signColor } from '@demo/client';
import type { DisplayMode, MarketColorMode } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { PageNav } from '../../components/PageNav';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';

const DISPLAY_OPTIONS: readonly { value: DisplayMode; label: 'other.light' | 'other.dark' | 'other.auto' }[] = [
  { value: 'light', label: 'other.light' },
  { value: 'dark', label: 'other.dark' },
  { value: 'auto', label: 'other.auto' },
];

const COLOR_OPTIONS: readonly { value: MarketColorMode; label: 'other.redUp' | 'other.greenUp' }[] = [
  { value: 'red-up', label: 'other.redUp' },
  { value: 'green-up', label: 'other.greenUp' },
];

/** Other settings: display mode (light, dark, follow the system) and which colour means a rise. */
export function OtherPage() {
  const { t } = useTranslation();
  const displayMode = usePrefs((s) => s.displayMode);
  const setDisplayMode = usePrefs((s) => s.setDisplayMode);
  const colorMode = usePrefs((s) => s.marketColorMode);
  const setColorMode = usePrefs((s) => s.setMarketColorMode);

  return (
    <div className="page">
      <PageNav parent={PATHS.mine} title={t('other.title')} />
      <div className="page-body">
        <section className="card" aria-labelledby="display-title">
          <h2 id="display-title" className="card-title">
            {t('other.display')}
          </h2>
          <fieldset className="choice-row" aria-labelledby="display-title">
            {DISPLAY_OPTIONS.map((o) => (
              <Button
                key={o.value}
                size="small"
                color="primary"
                fill={displayMode === o.value ? 'solid' : 'outline'}
                aria-pressed={displayMode === o.value}
                data-testid={`display-${o.value}`}
                onClick={() => setDisplayMode(o.value)}
              >
                {t(o.label)}
              </Button>
            ))}
          </fieldset>
        </section>
        <section className="card" aria-labelledby="color-title">
          <h2 id="color-title" className="card-title">
            {t('other.colorMode')}
          </h2>
          <fieldset className="choice-row" aria-labelledby="color-title">
            {COLOR_OPTIONS.map((o) => (
              <Button
                key={o.value}
                size="small"
                color="primary"
                fill={colorMode === o.value ? 'solid' : 'outline'}
                aria-pressed={colorMode === o.value}
                data-testid={`color-${o.value}`}
                onClick={() => setColorMode(o.value)}
              >
                {t(o.label)}
              </Button>
            ))}
          </fieldset>
          <div className="color-preview" data-testid="color-preview">
            <span className="muted">{t('other.preview')}</span>
            <span className="swatch">
              <span className="swatch__box" style={{ background: signColor(1, colorMode) }} />
              {t('other.rise')} <Money value="12.34" signed colored />
            </span>
            <span className="swatch">
              <span className="swatch__box" style={{ background: signColor(-1, colorMode) }} />
              {t('other.fall')} <Money value="-5.67" signed colored />
            </span>
          </div>
        </section>
      </div>
    </div>
  );
}
