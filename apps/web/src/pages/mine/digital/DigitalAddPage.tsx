import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { DigitalForm } from '../../../features/funds/DigitalForm';
import { PATHS } from '../../../lib/paths';

/** `/pages/mine/digital/add`: add a digital wallet. */
export function DigitalAddPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="wallet-add-page">
      <PageNav parent={PATHS.digitalList} title={t('digital.addTitle')} />
      <DigitalForm />
    </div>
  );
}
