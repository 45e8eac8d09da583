import { formatDecimal, formatIndiaTime } from '@demo/client';
import type { AiProduct } from '@demo/contract';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { signTextColor } from '../../lib/sign-color';

/** Shared pieces of the AI screens: the strategy tag, a percentage, the statistics, the parameters. */

export function StrategyTag({ product }: { product: Pick<AiProduct, 'strategy'> }) {
  const { t } = useTranslation();
  return (
    <Tag color="primary" fill="outline" data-testid="ai-strategy">
      {t(`ai.strategy.${product.strategy}`)}
    </Tag>
  );
}

/** A percentage the server computed ("4.25" is +4.25 %), coloured by sign in the user's mode. */
export function Percent({ value, colored = true, testId }: { value: string; colored?: boolean; testId?: string }) {
  const { text, sign } = formatDecimal(value, { decimals: 2, signed: colored, grouped: false });
  const color = colored ? signTextColor(sign) : undefined;
  return (
    <span className="ai-percent" style={color ? { color } : undefined}>
      <span data-testid={testId}>{text}</span>%
    </span>
  );
}

/** Win rate and the three returns of the backtest, with the window's dates. */
export function StatsGrid({ product }: { product: AiProduct }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="ai-stats">
      <div className="ai-stats">
        <div className="ai-stat">
          <span className="muted">{t('ai.winRate')}</span>
          <strong>
            <Percent value={product.winRate} colored={false} testId="ai-win-rate" />
          </strong>
          <small className="muted">{t('ai.trades', { count: product.trades })}</small>
        </div>
        <div className="ai-stat">
          <span className="muted">{t('ai.return7')}</span>
          <strong>
            <Percent value={product.returnRates.d7} testId="ai-return-7" />
          </strong>
        </div>
        <div className="ai-stat">
          <span className="muted">{t('ai.return30')}</span>
          <strong>
            <Percent value={product.returnRates.d30} testId="ai-return-30" />
          </strong>
        </div>
        <div className="ai-stat">
          <span className="muted">{t('ai.return90')}</span>
          <strong>
            <Percent value={product.returnRates.d90} testId="ai-return-90" />
          </strong>
        </div>
      </div>
      <p className="muted ai-window" data-testid="ai-window">
        {t('ai.window', {
          from: formatIndiaTime(product.backtestFrom, 'YYYY-MM-DD'),
          to: formatIndiaTime(product.backtestTo, 'YYYY-MM-DD'),
        })}
      </p>
    </section>
  );
}

function paramText(value: number | string | boolean, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
}

/** The strategy and its parameters, exactly as the backtest and the live runner use them. */
export function ParamsList({ product }: { product: AiProduct }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="ai-params">
      <h3 className="card-title">{t('ai.parameters')}</h3>
      <dl className="ai-terms">
        <dt>{t('ai.instrument')}</dt>
        <dd>
          {product.codeName} <span className="muted">{product.code}</span>
        </dd>
        <dt>{t('ai.strategyLabel')}</dt>
        <dd>{t(`ai.strategy.${product.strategy}`)}</dd>
        {Object.entries(product.params).map(([name, value]) => (
          <FragmentRow
            key={name}
            label={t(`ai.param.${name}`, { defaultValue: name })}
            value={paramText(value, t('ai.yes'), t('ai.no'))}
          />
        ))}
        <dt>{t('ai.lever')}</dt>
        <dd className="tabular">{t('ai.leverValue', { lever: product.lever })}</dd>
        <dt>{t('ai.period')}</dt>
        <dd className="tabular">{t('ai.periodValue', { count: product.periodDays })}</dd>
        <dt>{t('ai.amountRange')}</dt>
        <dd>
          <Money value={product.minAmount} currency={product.currency} /> –{' '}
          <Money value={product.maxAmount} currency={product.currency} />{' '}
          <small className="muted">{t('ai.unit', { unit: product.unit })}</small>
        </dd>
      </dl>
    </section>
  );
}

function FragmentRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </>
  );
}

/** Past performance is a simulation, not a promise (issue 13), in the reader's language. */
export function SimulationNotice() {
  const { t } = useTranslation();
  return (
    <p className="ai-disclaimer" data-testid="ai-disclaimer">
      {t('ai.disclaimer')}
    </p>
  );
}
