import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';

/** The ten recovery codes, shown once right after two-factor is turned on, with one button to copy them all. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = () => void copyText(codes.join('\n'));
  return (
    <section className="card" aria-labelledby="recovery-title" data-testid="recovery-codes">
      <h2 id="recovery-title" className="card-title">
        {t('twoFactor.recoveryTitle')}
      </h2>
      <p className="muted">{t('twoFactor.recoveryHint')}</p>
      <ol className="recovery-grid tabular">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="button-row">
        <Button color="primary" fill="outline" onClick={copy} data-testid="recovery-copy">
          {t('twoFactor.copyAll')}
        </Button>
        <Button color="primary" onClick={onDone} data-testid="recovery-done">
          {t('twoFactor.savedThem')}
        </Button>
      </div>
    </section>
  );
}
